import type { Rng } from "./people.ts";

// A demo member's life in step with their age: schooling, marriage, years of work and past projects, so
// that no eight-year-old holds a degree and no 24-year-old has twenty years on sets.

/** The day the demo data describes: ages, years of work and past projects are as of this day. */
export const SEED_DAY = new Date(Date.UTC(2026, 10, 22));
const SEED_YEAR = SEED_DAY.getUTCFullYear();

/** Age at which people here usually finish school (Class 12) and a first degree. */
const SCHOOL_DONE = 18;
const DEGREE_AGE = 21;

/** A date of birth that makes the member exactly `age` on SEED_DAY. */
export function bornAt(rng: Rng, age: number): Date {
  // The birthday `age` years before SEED_DAY, or up to 364 days earlier: never a whole year more.
  const birthday = Date.UTC(SEED_YEAR - age, SEED_DAY.getUTCMonth(), SEED_DAY.getUTCDate());
  return new Date(birthday - rng.int(0, 364) * 86_400_000);
}

/** A child's school class: Class 1 at six. */
export function schoolClass(age: number): string {
  return `Class ${Math.min(12, Math.max(1, age - 5))}`;
}

/**
 * What a member of `age` has studied: school for a child, Class 12 or a course under way at 18 to 20, a
 * degree or diploma from `fields` after that (a postgraduate one from 23).
 */
export function educationFor(
  rng: Rng,
  age: number,
  fields: { degrees: readonly string[]; postgraduate?: readonly string[]; pursuing?: readonly string[] },
): string {
  if (age < SCHOOL_DONE) return schoolClass(age);
  if (age < DEGREE_AGE) {
    const course = fields.pursuing ?? ["B.A.", "B.Com", "B.Sc."];
    return rng.chance(0.4) ? "Class 12" : `${rng.pick(course)} (pursuing)`;
  }
  if (age >= 23 && fields.postgraduate?.length && rng.chance(0.25)) return rng.pick(fields.postgraduate);
  return rng.pick(fields.degrees);
}

/** Marital status as it runs with age here: unmarried when young, mostly married from the thirties. */
export function maritalStatusFor(rng: Rng, age: number): "Unmarried" | "Married" | "Divorced" | "Widowed" {
  if (age < 21) return "Unmarried";
  const married = age < 25 ? 0.1 : age < 30 ? 0.45 : age < 40 ? 0.75 : 0.85;
  const roll = rng.next();
  if (roll < married) return "Married";
  if (age >= 28 && roll < married + 0.05) return "Divorced";
  if (age >= 50 && roll < married + 0.1) return "Widowed";
  return "Unmarried";
}

/**
 * Years of work for someone of `age` who could start at `startAge` at the earliest: none at the start,
 * seldom the whole time since.
 */
export function yearsOfWork(rng: Rng, age: number, startAge: number, least = 0): number {
  const most = Math.max(0, age - startAge);
  const low = Math.min(least, most);
  return rng.int(low, Math.max(low, Math.round(most * 0.85)));
}

/**
 * Films, series and ads demo members have worked on, each one thing that came out one year: none is a
 * title a demo studio is casting now.
 */
const PAST_WORK: readonly { title: string; kind: string; year: number }[] = [
  { title: "Kolam", kind: "short film", year: 2004 },
  { title: "Second Innings", kind: "TV serial", year: 2005 },
  { title: "Night Bus to Madurai", kind: "feature film", year: 2006 },
  { title: "Amma's Kitchen", kind: "TV serial", year: 2007 },
  { title: "Silent Harbour", kind: "feature film", year: 2008 },
  { title: "Pattu Saree", kind: "ad film", year: 2009 },
  { title: "Coconut Country", kind: "feature film", year: 2010 },
  { title: "The Ninth Platform", kind: "feature film", year: 2011 },
  { title: "Thaali", kind: "TV serial", year: 2012 },
  { title: "Mango Summer", kind: "feature film", year: 2013 },
  { title: "Rain on Charminar", kind: "feature film", year: 2014 },
  { title: "Blue Tiffin", kind: "ad film", year: 2015 },
  { title: "Kaveri Nights", kind: "feature film", year: 2016 },
  { title: "Bridge of Lanterns", kind: "short film", year: 2017 },
  { title: "Midnight Express Lane", kind: "feature film", year: 2018 },
  { title: "Sea Breeze Apartments", kind: "web series", year: 2019 },
  { title: "Gulmohar Days", kind: "feature film", year: 2019 },
  { title: "Chai Point Stories", kind: "web series", year: 2020 },
  { title: "The Lighthouse Keeper", kind: "short film", year: 2021 },
  { title: "Lost in Lonavala", kind: "feature film", year: 2021 },
  { title: "Saffron Skies", kind: "music video", year: 2022 },
  { title: "Kitchen Politics", kind: "web series", year: 2022 },
  { title: "Auto Raja", kind: "feature film", year: 2023 },
  { title: "Dosa Diaries", kind: "ad film", year: 2023 },
  { title: "Paddy Fields", kind: "feature film", year: 2024 },
  { title: "Room 302", kind: "web series", year: 2024 },
  { title: "Jhumka", kind: "music video", year: 2025 },
  { title: "Last Local", kind: "feature film", year: 2025 },
  { title: "Neem Tree House", kind: "short film", year: 2025 },
];

/** Up to `count` past projects from the member's working years (`years` back to last year), latest first. */
export function pastProjects(rng: Rng, years: number, count: number): string[] {
  if (years <= 0) return [];
  const within = PAST_WORK.filter((w) => w.year >= SEED_YEAR - years && w.year < SEED_YEAR);
  return rng
    .some(within, Math.min(count, within.length))
    .sort((a, b) => b.year - a.year)
    .map((w) => `${w.title} (${w.kind}, ${w.year})`);
}
