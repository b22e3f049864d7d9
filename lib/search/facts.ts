import { memberAvailability, type AvailabilityState } from "../profiles/availability-states.ts";
import { findCategory } from "../catalog.ts";
import { searchFactsOf } from "../profiles/kinds/index.ts";
import { parseHeightCm, parseWeightKg } from "./measures.ts";
import { completenessOf, rankOf } from "./ranking.ts";
import { nameKeysOf } from "./spelling.ts";
import {
  canonicalCity,
  canonicalSkinTone,
  cityKey,
  normaliseLanguages,
  normaliseSkills,
  splitList,
} from "./vocabulary.ts";

// A member's search row, derived from what is stored about them. Pure: the reindexer (lib/search/reindex.ts)
// and the seed both build rows with it, so that the two can never disagree.

export interface IndexedMember {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  gender: string;
  profilePic: string | null;
  coverPic: string | null;
  rate: boolean;
  availability: AvailabilityState;
  busyUntil: Date | null;
}

export interface IndexedMedia {
  /** The card variant of the profile picture. */
  cardPic: string | null;
  photos: number;
  hasVideo: boolean;
  hasPortfolio: boolean;
}

export interface SearchRow {
  userId: string;
  name: string;
  category: string;
  subcategory: string;
  gender: string;
  city: string | null;
  cityKey: string | null;
  dateOfBirth: Date | null;
  heightCm: number | null;
  weightKg: number | null;
  languages: string[];
  skills: string[];
  skinTone: string | null;
  availability: AvailabilityState;
  busyUntil: Date | null;
  hasPicture: boolean;
  hasShowreel: boolean;
  hasPortfolio: boolean;
  verified: boolean;
  completeness: number;
  rank: number;
  profilePic: string | null;
  cardPic: string | null;
  document: string;
  keywords: string;
  nameKeys: string[];
  profileUpdatedAt: Date;
  indexVersion: number;
}

/** Raised when the rules below change, so that start-up re-derives every row (lib/search/reindex.ts). */
export const INDEX_VERSION = 4;

const MAX_DOCUMENT = 4000;

function documentOf(parts: (string | readonly string[] | null | undefined)[]): string {
  return parts
    .flatMap((p) => (typeof p === "string" ? [p] : (p ?? [])))
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" · ")
    .slice(0, MAX_DOCUMENT);
}

/** The search row of a talent member with their profile row (null before their first save) and media. */
export function searchRowOf(
  member: IndexedMember,
  profile: Record<string, unknown> | null,
  media: IndexedMedia,
  profileUpdatedAt: Date,
): SearchRow {
  const kind = findCategory(member.category)?.kind;
  const facts = kind && profile ? searchFactsOf(kind, profile) : undefined;
  const city = canonicalCity(facts?.city);
  const languages = normaliseLanguages(facts?.languages?.length ? facts.languages : null);
  const skills = normaliseSkills(facts ? facts.skills.flatMap((s) => splitList(s)) : []);
  const hasPicture = Boolean(member.profilePic);
  const completeness = completenessOf({
    hasPicture,
    hasCover: Boolean(member.coverPic),
    detailsFilled: facts?.detailsFilled ?? false,
    photos: media.photos,
    hasVideo: media.hasVideo || Boolean(facts?.videoLink?.trim()),
  });
  const availability = memberAvailability(
    member,
    kind === "location" ? { availability: facts?.availability } : undefined,
  );
  return {
    userId: member.id,
    name: member.name,
    category: member.category,
    subcategory: member.subcategory,
    gender: member.gender,
    city,
    cityKey: cityKey(city),
    dateOfBirth: facts?.dateOfBirth ?? null,
    heightCm: parseHeightCm(facts?.height),
    weightKg: parseWeightKg(facts?.weight),
    languages,
    skills,
    skinTone: canonicalSkinTone(facts?.skinTone),
    availability: availability.state,
    busyUntil: availability.until,
    hasPicture,
    hasShowreel: media.hasVideo || Boolean(facts?.videoLink?.trim()),
    hasPortfolio: media.hasPortfolio,
    verified: member.rate,
    completeness,
    rank: rankOf(hasPicture, completeness),
    profilePic: member.profilePic,
    cardPic: media.cardPic ?? member.profilePic,
    document: documentOf([
      member.name,
      member.subcategory,
      member.category,
      city,
      languages,
      skills,
      ...(facts?.text ?? []),
    ]),
    keywords: documentOf([member.name, member.subcategory, city, languages]),
    nameKeys: nameKeysOf(member.name),
    profileUpdatedAt,
    indexVersion: INDEX_VERSION,
  };
}
