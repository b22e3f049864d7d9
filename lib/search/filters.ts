import type { ProfileKind } from "../catalog.ts";

// Which filters a listing offers: the looks and skills that mean something for its category (no gender
// for places and equipment, height only for artists). /search offers them all.

export type FilterName =
  | "q"
  | "category"
  | "city"
  | "gender"
  | "age"
  | "height"
  | "languages"
  | "skills"
  | "skinTone"
  | "available"
  | "maxDayRate"
  | "showreel"
  | "portfolio"
  | "verified";

const PEOPLE: FilterName[] = [
  "q",
  "city",
  "gender",
  "age",
  "languages",
  "skills",
  "available",
  "showreel",
  "portfolio",
  "verified",
];

const BY_KIND: Record<ProfileKind, FilterName[]> = {
  artist: [...PEOPLE, "height", "skinTone"],
  technician: PEOPLE,
  musician: PEOPLE,
  writerDirector: PEOPLE,
  cameraUnit: ["q", "city", "skills", "available", "maxDayRate", "showreel", "portfolio", "verified"],
  location: ["q", "city", "skills", "available", "maxDayRate", "verified"],
};

/** What the skills filter is called in each category. */
const SKILLS_LABEL: Record<ProfileKind, string> = {
  artist: "Special skills",
  technician: "Skills",
  musician: "Instruments, genres",
  writerDirector: "Skills, genres",
  cameraUnit: "Equipment",
  location: "Can be shot as",
};

export function filtersFor(kind: ProfileKind | undefined): FilterName[] {
  return kind ? BY_KIND[kind] : [...PEOPLE, "category", "height", "skinTone"];
}

export function skillsLabel(kind: ProfileKind | undefined): string {
  return kind ? SKILLS_LABEL[kind] : "Skills";
}
