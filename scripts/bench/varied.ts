// The long tail: targets whose address changes on every request, drawn from the seeded data, so that
// the page cache helps only as much as it would with real visitors (a crawler walking every profile,
// casting directors typing their own names, typos and filter combinations).
import type { RawRequest } from "autocannon";
import { CATEGORIES, CATEGORY_NAMES, listingPath, menuSubcategories } from "../../lib/catalog.ts";
import { CALLS_PATH } from "../../lib/hiring/paths.ts";
import { profilePath } from "../../lib/profiles/paths.ts";
import { FEMALE_NAMES, MALE_NAMES, SEED_CITIES } from "../seed/people.ts";
import { ARTIST_SKILLS } from "../seed/profiles.ts";
import type { Target } from "./load.ts";

/** The performance goal for each kind of target, at 100,000 members and 50 connections. */
export interface Goal {
  /** Throughput as a share of the static page, at least. */
  ratio: number;
  /** The 97.5th percentile of latency in ms, at most (undefined: no latency goal). */
  p975?: number;
}

export const PROFILE_GOAL: Goal = { ratio: 0.3, p975: 300 };
export const SEARCH_GOAL: Goal = { ratio: 0.15, p975: 1000 };
export const JOBS_GOAL: Goal = { ratio: 0.3 };

/** The floors every uncached kind must reach: the profile, filtered listing and typo search pages, and the API
 * search with filters. */
const PAGE_FLOOR = 0.1;
const API_SEARCH_FLOOR = 0.15;

export interface VariedTarget extends Target {
  goal: Goal;
  /** The least share of the static page it must reach, whatever the goal (the floors above). */
  floor?: number;
}

/** The addresses the varied targets draw from: every member's id (from the sitemap) and the seed's words. */
export interface Sample {
  memberIds: string[];
}

/** A member's profile address in a sitemap file, the id captured. */
const MEMBER_IN_SITEMAP = new RegExp(`${profilePath('([^<"]+)')}<`, "g");

/** Every member's id, read from the sitemap's member files as a crawler would find them. */
export async function sampleMembers(baseUrl: string): Promise<Sample> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const files = [...index.matchAll(/\/sitemaps\/(members-\d+)\.xml/g)].map((m) => m[1]);
  const memberIds: string[] = [];
  for (const file of files) {
    const xml = await (await fetch(`${baseUrl}/sitemaps/${file}.xml`)).text();
    for (const m of xml.matchAll(MEMBER_IN_SITEMAP)) memberIds.push(m[1]);
  }
  if (!memberIds.length) throw new Error("The sitemap lists no member: nothing to draw profiles from");
  // Each member is listed once per language.
  return { memberIds: [...new Set(memberIds)] };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const FIRST_NAMES = [...FEMALE_NAMES, ...MALE_NAMES].filter((n) => !n.includes(" "));
const AGE_BANDS: readonly [number, number][] = [
  [18, 25],
  [20, 30],
  [25, 35],
  [30, 45],
  [40, 60],
];
const GENDERS = ["Female", "Male"];
const ARTISTS = CATEGORIES.find((c) => c.kind === "artist")!;

/** Two neighbouring letters swapped somewhere after the first: what fast typing does to a name. */
export function swapTwoLetters(word: string): string {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

const ageBand = () => {
  const [ageMin, ageMax] = pick(AGE_BANDS);
  return { ageMin, ageMax };
};

/** Each request of a target asks for the address `next` draws. */
function drawn(next: () => string): (request: RawRequest) => RawRequest {
  return (request) => ({ ...request, path: next() });
}

export function variedTargets(sample: Sample, connections: number): VariedTarget[] {
  const target = (name: string, goal: Goal, next: () => string, floor?: number): VariedTarget => ({
    name,
    path: next(),
    connections,
    vary: drawn(next),
    goal,
    floor,
    timeoutSeconds: 10,
  });
  return [
    target(
      `Random profile page ${profilePath("{id}")}`,
      PROFILE_GOAL,
      () => profilePath(pick(sample.memberIds)),
      PAGE_FLOOR,
    ),
    target(
      `Random profile page in Telugu /te${profilePath("{id}")}`,
      PROFILE_GOAL,
      () => `/te${profilePath(pick(sample.memberIds))}`,
    ),
    target("Random GET /api/user/{id}", PROFILE_GOAL, () => `/api/user/${pick(sample.memberIds)}`),
    target(
      "Filtered listing, random subcategory x city x gender x age band",
      SEARCH_GOAL,
      () =>
        `${listingPath(ARTISTS.name, pick(menuSubcategories(ARTISTS)))}?${query({ city: pick(SEED_CITIES), gender: pick(GENDERS), ...ageBand() })}`,
      PAGE_FLOOR,
    ),
    target(
      "Filtered listing in Hindi, random subcategory x city x gender",
      SEARCH_GOAL,
      () =>
        `/hi${listingPath(ARTISTS.name, pick(menuSubcategories(ARTISTS)))}?${query({ city: pick(SEED_CITIES), gender: pick(GENDERS) })}`,
    ),
    target("Search page, a first name", SEARCH_GOAL, () => `/search?${query({ q: pick(FIRST_NAMES) })}`),
    target(
      "Search page, a first name with two letters swapped",
      SEARCH_GOAL,
      () => `/search?${query({ q: swapTwoLetters(pick(FIRST_NAMES)) })}`,
      PAGE_FLOOR,
    ),
    target(
      "GET /api/search, skill x city",
      SEARCH_GOAL,
      () => `/api/search?${query({ skills: pick(ARTIST_SKILLS), city: pick(SEED_CITIES) })}`,
      API_SEARCH_FLOOR,
    ),
    target(
      "GET /api/search, name x gender x age band",
      SEARCH_GOAL,
      () => `/api/search?${query({ q: pick(FIRST_NAMES), gender: pick(GENDERS), ...ageBand() })}`,
      API_SEARCH_FLOOR,
    ),
    target(
      "Jobs page, random city x category",
      JOBS_GOAL,
      () => `${CALLS_PATH}?${query({ city: pick(SEED_CITIES), category: pick(CATEGORY_NAMES) })}`,
    ),
  ];
}

/** Reads drawn at random from the profile and search targets: what the mixed run loads while saves go on. */
export function mixedReads(targets: VariedTarget[], connections: number): VariedTarget {
  const readers = targets.filter((t) => t.goal !== JOBS_GOAL).map((t) => t.vary!);
  return {
    name: "Mixed: random profiles and searches, with profile saves going on",
    path: targets[0].path,
    connections,
    vary: (request) => pick(readers)(request),
    goal: SEARCH_GOAL,
    timeoutSeconds: 10,
  };
}
