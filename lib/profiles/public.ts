import type { ProfileKind } from "../catalog.ts";
import { findCategory } from "../catalog.ts";
import { toDateOnly } from "../dates.ts";
import { db } from "../db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { ARTIST_INTERESTS, COMFORT_LEVEL, FEMALE_ONLY_INTERESTS } from "./options.ts";
import { profileTable } from "./tables.ts";

// The public view of a member: what GET /api/user/{id} answers and the profile page shows. Only
// public fields leave the server: never email, phone, password hash, status, allergies or the
// artist's outfit and work-location preferences.

export interface PublicImage {
  path: string;
  card?: string;
  gallery?: string;
  width?: number;
  height?: number;
}

export interface PublicUser {
  _id: string;
  name: string;
  gender: string;
  category: string;
  subcategory: string;
  profilePic: string | null;
  coverPic: string | null;
  rate: boolean;
  createdAt: string;
  additionalDetails: Record<string, unknown> & {
    city?: string;
    images: string[];
    imageVariants: PublicImage[];
    videoUpload: string[];
    pdfUpload: string | null;
    previousWorkSamples?: string[];
  };
}

const profileInclude = {
  artist: true,
  technician: true,
  musician: true,
  writerDirector: true,
  cameraUnit: true,
  location: true,
  media: { where: { kind: { in: ["IMAGE", "VIDEO", "PORTFOLIO", "WORK_SAMPLE"] } }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
} satisfies Prisma.UserInclude;

const NO_PROFILES = { artist: null, technician: null, musician: null, writerDirector: null, cameraUnit: null, location: null };

type UserWithProfiles = Prisma.UserGetPayload<{ include: typeof profileInclude }>;

const flagsOf = (value: Prisma.JsonValue): Record<string, boolean> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, boolean>) : {});
const textOf = (value: Prisma.JsonValue): Record<string, string> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {});
const pick = <T extends Record<string, unknown>>(source: T, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));

type DetailMapper = (user: UserWithProfiles) => Record<string, unknown> | null | undefined;

const DETAILS: Record<ProfileKind, DetailMapper> = {
  artist: ({ artist: a, gender }) => {
    if (!a) return undefined;
    const female = gender === "Female";
    const measurements = textOf(a.measurements);
    const interests = flagsOf(a.interests);
    const openFor = flagsOf(a.openFor);
    return {
      fullName: a.fullName, city: a.city, dateOfBirth: toDateOnly(a.dateOfBirth), maritalStatus: a.maritalStatus, education: a.education,
      experience: a.experience, experienceDetails: a.experienceDetails, height: a.height, weight: a.weight,
      ...(female ? { measurements: { bust: measurements.brust ?? false, waist: measurements.waist ?? false, hips: measurements.hips ?? false } } : {}),
      skinTone: a.skinTone, eyeColor: a.eyeColor, hairColor: a.hairColor, shoeSize: a.shoeSize, languages: a.languages,
      presentProfession: a.presentProfession, aim: a.aim, dressesComfortableWith: a.dressesComfortableWith, passport: a.passport,
      openForOutStationsShoots: openFor.outstationShoots ?? false, openForOutOfCountryShoots: openFor.outOfCountryShoots ?? false,
      comfortLevel: pick(flagsOf(a.comfortLevel), COMFORT_LEVEL),
      interests: pick(interests, ARTIST_INTERESTS.filter((k) => female || !FEMALE_ONLY_INTERESTS.includes(k as never))),
    };
  },
  technician: ({ technician: t }) =>
    t && {
      fullName: t.fullName, city: t.city, dateOfBirth: toDateOnly(t.dateOfBirth), maritalStatus: t.maritalStatus, education: t.education,
      experience: t.experience, certifications: t.certifications, languages: t.languages, expertise: t.expertise, specialization: t.specialization,
      softwareSkills: t.softwareSkills, cameraExperience: t.cameraExperience, lightingExpertise: t.lightingExpertise, equipmentOwned: t.equipmentOwned,
      toolsOwned: t.toolsOwned, toolPreferences: t.toolPreferences, pastProjects: t.pastProjects, videoLink: t.videoLink, passport: t.passport,
      openFor: flagsOf(t.openFor), comfortWith: flagsOf(t.comfortWith),
    },
  musician: ({ musician: m }) =>
    m && {
      fullName: m.fullName, city: m.city, dateOfBirth: toDateOnly(m.dateOfBirth), maritalStatus: m.maritalStatus, education: m.education,
      experience: m.experience, certifications: m.certifications, toolsOwned: m.toolsOwned, pastProjects: m.pastProjects, languages: m.languages,
      instrumentExpertise: m.instrumentExpertise, musicGenreSpecialization: m.musicGenreSpecialization, passport: m.passport,
      vocalSkills: m.vocalSkills, soundDesignExperience: m.soundDesignExperience, studioExperience: m.studioExperience,
      livePerformanceExperience: m.livePerformanceExperience, videoLink: m.videoLink,
    },
  writerDirector: ({ writerDirector: w }) => {
    if (!w) return undefined;
    const { shortFilms, ...director } = textOf(w.director);
    return {
      fullName: w.fullName, city: w.city, dateOfBirth: toDateOnly(w.dateOfBirth), maritalStatus: w.maritalStatus, education: w.education,
      experience: w.experience, genres: w.genres, skills: w.skills, previousWorkSamples: w.previousWorkSamples, awards: w.awards,
      professionalAssociations: w.professionalAssociations, projects: { current: w.projectsCurrent, completed: w.projectsCompleted },
      // The display record spells it shortFims (spec 3).
      director: { ...director, shortFims: shortFilms ?? "" },
      writer: textOf(w.writer), languages: w.languages, availability: flagsOf(w.availability),
    };
  },
  cameraUnit: ({ cameraUnit: c }) =>
    c && {
      fullName: c.fullName, city: c.city, brand: c.brand, dateOfBirth: toDateOnly(c.dateOfBirth), maritalStatus: c.maritalStatus, education: c.education,
      toolsOwned: c.toolsOwned, openFor: { outstationShoots: c.outstationShoots, outOfCountryShoots: c.outOfCountryShoots },
      lensType: c.lensType, focalLength: c.focalLength, accessories: c.accessories, pastProjects: c.pastProjects,
    },
  location: ({ location: l }) =>
    l && { fullName: l.fullName, city: l.city, availableLocations: l.availableLocations, availability: l.availability, experience: l.experience, description: l.description },
};

function toPublic(user: UserWithProfiles): PublicUser {
  const kind = findCategory(user.category)?.kind;
  const details = (kind && DETAILS[kind](user)) || {};
  const ofKind = (k: string) => user.media.filter((m) => m.kind === k);
  const images = ofKind("IMAGE");
  const samples = ofKind("WORK_SAMPLE").map((m) => m.path);
  return {
    _id: user.id,
    name: user.name,
    gender: user.gender,
    category: user.category,
    subcategory: user.subcategory,
    profilePic: user.profilePic,
    coverPic: user.coverPic,
    rate: user.rate,
    createdAt: user.createdAt.toISOString(),
    additionalDetails: {
      ...details,
      profilePic: user.profilePic,
      images: images.map((m) => m.path),
      imageVariants: images.map((m) => ({ path: m.path, card: m.cardPath ?? undefined, gallery: m.galleryPath ?? undefined, width: m.width ?? undefined, height: m.height ?? undefined })),
      videoUpload: ofKind("VIDEO").map((m) => m.path),
      pdfUpload: ofKind("PORTFOLIO")[0]?.path ?? null,
      ...(samples.length ? { previousWorkSamples: samples } : {}),
    },
  };
}

/** Member ids are cuids or UUIDs: anything else (a NUL, a path, 5000 characters) cannot name a member. */
const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The public view of one member, or null when there is no such member. */
export async function findPublicUser(id: string): Promise<PublicUser | null> {
  if (!MEMBER_ID.test(id)) return null;
  // The member and their media first, then the one profile table of their category: three queries
  // where including all six profile relations would take eight.
  const user = await db().user.findUnique({ where: { id }, include: { media: profileInclude.media } });
  if (!user) return null;
  const kind = findCategory(user.category)?.kind;
  const profile = kind ? await profileTable(db(), kind).findUnique({ where: { userId: id } }) : null;
  return toPublic({ ...user, ...NO_PROFILES, ...(kind ? { [kind]: profile } : {}) } as UserWithProfiles);
}
