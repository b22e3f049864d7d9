import "server-only";
import type { Category, ProfileKind } from "../catalog.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import {
  COMFORT_LEVEL,
  DRESS_OPTIONS,
  FEMALE_ONLY,
  INTERESTS,
  INTIMATE,
  OUTFITS,
  WORK_LOCATION,
} from "../profiles/kinds/artist.ts";
import { AVAILABLE_LOCATIONS, LOCATION_AVAILABILITY } from "../profiles/kinds/location.ts";
import { COMFORT_WITH, HAIR_LENGTHS, SKIN_TONES } from "../profiles/kinds/technician.ts";
import { ALLERGIES, flagsFor, keysOf, MARITAL_STATUSES, OPEN_FOR } from "../profiles/options.ts";
import { languagesFor, normalInt, pickCity, type Rng } from "./people.ts";

export interface SeedPerson {
  userId: string;
  fullName: string;
  gender: "Male" | "Female" | "Other";
  category: Category;
  subcategory: string;
}

const MOVIES = [
  "Monsoon Letters",
  "The Last Ferry",
  "Neon Bazaar",
  "Kaveri Nights",
  "Silent Harbour",
  "Paper Kites",
  "Red Soil",
  "Midnight Express Lane",
];
const GENRES = ["Drama", "Thriller", "Romance", "Comedy", "Action", "Family", "Horror", "Period"];
const SOFTWARE = [
  "DaVinci Resolve",
  "Premiere Pro",
  "Final Cut Pro",
  "Avid Media Composer",
  "Pro Tools",
  "After Effects",
];
const INSTRUMENTS = ["Keyboard", "Guitar", "Violin", "Flute", "Tabla", "Veena", "Drums", "Sitar"];
const EDUCATION = [
  "B.A. Theatre Arts",
  "Diploma in Film Making",
  "B.Tech",
  "B.Com",
  "M.A. English Literature",
  "Film Institute Graduate",
  "B.F.A.",
];

/** A yes/no group with between `min` and `max` of its options on, chosen at random. */
function someFlags(rng: Rng, labels: Record<string, string>, min: number, max: number): Record<string, boolean> {
  return flagsFor(keysOf(labels), rng.some(keysOf(labels), rng.int(min, max)));
}

export const ARTIST_SKILLS = [
  "Bharatanatyam",
  "Kathak",
  "Kuchipudi",
  "Hip hop",
  "Contemporary dance",
  "Horse riding",
  "Swimming",
  "Kalaripayattu",
  "Martial arts",
  "Stage combat",
  "Singing",
  "Mimicry",
  "Two-wheeler driving",
  "Car driving",
  "Yoga",
  "Cricket",
];

/** A height as people type it: mostly centimetres, sometimes feet and inches, now and then "5.7 ft". */
function typedHeight(rng: Rng, cm: number): string {
  const inches = Math.round(cm / 2.54);
  const [feet, rest] = [Math.floor(inches / 12), inches % 12];
  const roll = rng.next();
  if (roll < 0.2) return `${feet}'${rest}"`;
  if (roll < 0.3) return `${feet} ft ${rest} in`;
  if (roll < 0.35 && rest < 10) return `${feet}.${rest} ft`;
  return `${cm} cm`;
}

function dob(rng: Rng, minAge: number, maxAge: number): Date {
  const year = 2026 - rng.int(minAge, maxAge);
  return new Date(Date.UTC(year, rng.int(0, 11), rng.int(1, 28)));
}

function artist(p: SeedPerson, rng: Rng): Omit<Prisma.ArtistProfileCreateManyInput, "userId"> {
  const female = p.gender === "Female";
  const child = p.subcategory === "Child Artist";
  const allowed = (labels: Record<string, string>, femaleOnly: readonly string[]) =>
    keysOf(labels).filter((k) => female || !femaleOnly.includes(k));
  // A child's profile never holds intimate-content preferences (lib/accounts/minors.ts).
  const forChild = (keys: string[], intimate: readonly string[]) =>
    child ? keys.filter((k) => !intimate.includes(k)) : keys;
  const interests = rng.some(forChild(allowed(INTERESTS, FEMALE_ONLY.interests), INTIMATE.interests), rng.int(3, 7));
  const outfits = rng.some(forChild(allowed(OUTFITS, FEMALE_ONLY.outfits), INTIMATE.outfits), rng.int(2, 4));
  const age = child ? rng.int(6, 14) : 0;
  const { city, languages } = pickCity(rng);
  const heightCm = child
    ? rng.int(110, 150)
    : female
      ? normalInt(rng, 161, 6, 145, 185)
      : normalInt(rng, 173, 7, 155, 198);
  return {
    fullName: p.fullName,
    city,
    height: typedHeight(rng, heightCm),
    weight: child ? `${rng.int(20, 40)} kg` : `${rng.int(female ? 45 : 60, female ? 70 : 90)} kg`,
    skinTone: rng.pick(SKIN_TONES),
    eyeColor: rng.pick(["Black", "Brown", "Hazel"]),
    hairColor: rng.pick(["Black", "Dark Brown", "Brown"]),
    shoeSize: String(rng.int(female ? 4 : 7, female ? 8 : 11)),
    maritalStatus: child ? "Unmarried" : rng.pick(MARITAL_STATUSES),
    presentProfession: child ? "Student" : rng.pick(["Actor", "Model", "Theatre artist", "Dancer", "Student"]),
    education: child ? `Class ${Math.max(1, age - 5)}` : rng.pick(EDUCATION),
    languages: languagesFor(rng, languages, rng.int(1, 4)).join(", "),
    skills: rng.some(ARTIST_SKILLS, rng.int(0, 3)),
    experienceDetails: String(child ? rng.int(0, Math.min(5, age - 4)) : rng.int(1, 18)),
    aim: child
      ? rng.pick(["Child roles in films and ads", "Ads and web series, in school holidays", "Dance and acting"])
      : rng.pick([
          "Lead roles in feature films",
          "Strong character roles",
          "Web series and films",
          "Dance-led musicals",
        ]),
    // Most working actors are young; character roles run older.
    // Adults are 19 or more by year of birth, so that none is under 18 on any day of the year.
    dateOfBirth: child
      ? dob(rng, age, age)
      : /Mother|Father/.test(p.subcategory)
        ? dob(rng, 40, 65)
        : dob(rng, 19, normalInt(rng, 30, 8, 20, 58)),
    experience: rng.chance(0.8),
    passport: rng.chance(0.6),
    comfortableTimings: rng.chance(0.7),
    dressesComfortableWith: rng.some(DRESS_OPTIONS, rng.int(2, 4)),
    measurements:
      female && !child
        ? { brust: String(rng.int(30, 38)), waist: String(rng.int(24, 32)), hips: String(rng.int(32, 40)) }
        : { brust: false, waist: false, hips: false },
    openFor: someFlags(rng, OPEN_FOR, 0, 2),
    interests: flagsFor(keysOf(INTERESTS), interests),
    comfortLevel: child ? flagsFor(keysOf(COMFORT_LEVEL)) : someFlags(rng, COMFORT_LEVEL, 0, 1),
    outfitPreferences: flagsFor(keysOf(OUTFITS), outfits),
    workLocation: someFlags(rng, WORK_LOCATION, 1, 2),
    allergies: flagsFor(keysOf(ALLERGIES), rng.chance(0.2) ? [rng.pick(keysOf(ALLERGIES))] : []),
  };
}

function technician(p: SeedPerson, rng: Rng): Omit<Prisma.TechnicianProfileCreateManyInput, "userId"> {
  const { city, languages } = pickCity(rng);
  return {
    fullName: p.fullName,
    city,
    experience: `${rng.int(1, 25)} years`,
    dateOfBirth: dob(rng, 21, 60),
    maritalStatus: rng.pick(MARITAL_STATUSES),
    education: rng.pick(EDUCATION),
    certifications: rng.pick([
      "FTII certificate",
      "Cinematography diploma",
      "Advanced colour grading",
      "Professional make-up course",
    ]),
    toolsOwned: rng.pick(["Light kit, reflectors", "Follow-focus rig", "Make-up kit", "Editing workstation"]),
    pastProjects: rng.some(MOVIES, 3).join(", "),
    languages: languagesFor(rng, languages, rng.int(1, 3)).join(", "),
    dressPreferences: rng.pick(["Casual", "Formal", "Traditional"]),
    cameraExperience: rng.pick(["ARRI Alexa, RED", "Sony Venice, FX9", "Canon C300"]),
    lightingExpertise: rng.pick(["Night exteriors", "Studio three-point", "Natural light"]),
    equipmentOwned: rng.pick(["Aputure 600d", "Dolly and track", "Gimbal"]),
    softwareSkills: rng.some(SOFTWARE, 2).join(", "),
    expertise: p.subcategory,
    specialization: rng.pick(["Feature films", "Commercials", "Music videos", "Web series"]),
    toolPreferences: rng.pick(["Prime lenses", "LED panels", "Airbrush"]),
    videoLink: null,
    skinTone: rng.pick(SKIN_TONES),
    hairLength: rng.pick(HAIR_LENGTHS),
    passport: rng.chance(0.5),
    skinTypeExpertise: rng.chance(0.3),
    hairStylingSkills: rng.chance(0.3),
    fabricKnowledge: rng.chance(0.3),
    designStyle: rng.chance(0.3),
    tailoringSkills: rng.chance(0.2),
    comfortWith: someFlags(rng, COMFORT_WITH, 1, 3),
    openFor: someFlags(rng, OPEN_FOR, 0, 2),
    allergies: flagsFor(keysOf(ALLERGIES)),
  };
}

function musician(p: SeedPerson, rng: Rng): Omit<Prisma.MusicianProfileCreateManyInput, "userId"> {
  const { city, languages } = pickCity(rng);
  return {
    fullName: p.fullName,
    city,
    dateOfBirth: dob(rng, 20, 60),
    maritalStatus: rng.pick(MARITAL_STATUSES),
    education: rng.pick(["Carnatic music diploma", "Hindustani classical training", "B.Mus.", "Trinity Grade 8"]),
    certifications: rng.some(["Trinity Grade 8", "Sound engineering", "Carnatic vocal"], 1),
    toolsOwned: rng.some(["Home studio", "Neumann U87", "Nord Stage", "Tanpura"], 2),
    pastProjects: rng.some(MOVIES, 3),
    languages: languagesFor(rng, languages, rng.int(1, 4)),
    instrumentExpertise: rng.some(INSTRUMENTS, 2),
    musicGenreSpecialization: rng.some(["Film score", "Folk", "Classical", "Pop", "Devotional", "Fusion"], 2),
    passport: rng.chance(0.6),
    vocalSkills: p.subcategory.startsWith("Singers") || p.subcategory === "Chorus" || rng.chance(0.3),
    soundDesignExperience: rng.chance(0.4),
    studioExperience: rng.chance(0.8),
    livePerformanceExperience: rng.chance(0.6),
    experience: `${rng.int(1, 30)} years`,
    videoLink: null,
  };
}

function writerDirector(p: SeedPerson, rng: Rng): Omit<Prisma.WriterDirectorProfileCreateManyInput, "userId"> {
  const { city, languages } = pickCity(rng);
  return {
    fullName: p.fullName,
    city,
    dateOfBirth: dob(rng, 24, 65),
    maritalStatus: rng.pick(MARITAL_STATUSES),
    education: rng.pick(EDUCATION),
    genres: rng.some(GENRES, 3),
    skills: rng.some(["Screenwriting", "Shot division", "Actor direction", "Dialogue", "Storyboarding", "Editing"], 3),
    experience: `${rng.int(2, 30)} years`,
    previousWorkSamples: rng.some(MOVIES, 2),
    awards: rng.chance(0.4) ? [rng.pick(["State Nandi Award", "Filmfare nomination", "Best Short Film, IFFK"])] : [],
    professionalAssociations: rng.some(["Writers' Association", "Directors' Association"], 1),
    projectsCurrent: rng.some(MOVIES, 1),
    projectsCompleted: rng.some(MOVIES, 3),
    director: {
      notableMovies: rng.some(MOVIES, 2).join(", "),
      shortFilms: String(rng.int(0, 6)),
      adFilms: String(rng.int(0, 12)),
      webSeries: String(rng.int(0, 3)),
      expertise: rng.pick(GENRES),
    },
    writer: {
      scriptsWritten: String(rng.int(1, 20)),
      notableCollaborations: rng.some(MOVIES, 1).join(", "),
      genresSpecialized: rng.some(GENRES, 2).join(", "),
      publications: rng.chance(0.3) ? "Short stories in literary magazines" : "",
    },
    languages: languagesFor(rng, languages, rng.int(1, 3)),
    availability: { freelance: rng.chance(0.7), fullTime: rng.chance(0.4) },
  };
}

function cameraUnit(p: SeedPerson, rng: Rng): Omit<Prisma.CameraUnitProfileCreateManyInput, "userId"> {
  const brand =
    p.subcategory === "Camera Lens"
      ? rng.pick(["Zeiss", "Cooke", "Canon", "Sigma"])
      : p.subcategory.startsWith("Red")
        ? "RED"
        : p.subcategory === "Alexa"
          ? "ARRI"
          : "Sony";
  return {
    fullName: p.fullName,
    city: pickCity(rng).city,
    brand,
    dateOfBirth: dob(rng, 25, 60),
    maritalStatus: rng.pick(MARITAL_STATUSES),
    education: rng.pick(EDUCATION),
    toolsOwned: rng.some(["Tripod", "Slider", "Gimbal", "Monitor", "Follow focus", "Matte box"], 3),
    outstationShoots: rng.chance(0.7),
    outOfCountryShoots: rng.chance(0.3),
    lensType: rng.pick(["Prime", "Zoom", "Anamorphic"]),
    focalLength: rng.pick(["18-35mm", "24-70mm", "35mm, 50mm, 85mm", "70-200mm"]),
    accessories: rng.some(["ND filters", "V-mount batteries", "Wireless video", "Camera car mount"], 2),
    pastProjects: rng.some(MOVIES, 3),
  };
}

function location(p: SeedPerson, rng: Rng): Omit<Prisma.LocationProfileCreateManyInput, "userId"> {
  const matching = AVAILABLE_LOCATIONS.filter((l) => p.subcategory.includes(l) || l.includes(p.subcategory));
  return {
    fullName: p.fullName,
    city: pickCity(rng).city,
    availableLocations: [...new Set([...matching, ...rng.some(AVAILABLE_LOCATIONS, 2)])],
    availability: rng.pick(LOCATION_AVAILABILITY),
    experience: `${rng.int(5, 120)} shoots hosted`,
    description: `${p.subcategory} available for film, web and ad shoots, with parking for unit vehicles and power backup.`,
  };
}

export const PROFILE_SEEDERS: Record<ProfileKind, (p: SeedPerson, rng: Rng) => object> = {
  artist,
  technician,
  musician,
  writerDirector,
  cameraUnit,
  location,
};
