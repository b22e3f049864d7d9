import { todayInIndia } from "../../lib/dates.ts";
import type { Rng } from "./people.ts";

// A demo member's life in step with their age: schooling, marriage, years of work and past projects, so
// that no eight-year-old holds a degree and no 24-year-old has twenty years on sets.

/**
 * The day the demo data describes, the seed's day in India (at 00:00 UTC): ages, years of work and past
 * projects are as of this day, whichever day the seed runs.
 */
export function seedDayOf(now: Date): Date {
  return new Date(`${todayInIndia(now)}T00:00:00Z`);
}

/** Age at which people here usually finish school (Class 12) and a first degree. */
const SCHOOL_DONE = 18;
const DEGREE_AGE = 21;

/** A date of birth that makes the member exactly `age` on the seed's `day`. */
export function bornAt(rng: Rng, age: number, day: Date): Date {
  // The birthday `age` years before `day`, or up to 364 days earlier: never a whole year more. A seed on
  // 29 February takes the 28th, so that the birthday exists in every year.
  const date = Math.min(day.getUTCDate(), day.getUTCMonth() === 1 ? 28 : 31);
  const birthday = Date.UTC(day.getUTCFullYear() - age, day.getUTCMonth(), date);
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
 * Films, series and ads demo members have worked on, each one thing that came out one year, counted back
 * from the seed's year (so that a seed in any year has last year's releases): none is a title a demo studio
 * is casting now.
 */
const PAST_WORK: readonly { title: string; kind: string; yearsAgo: number }[] = [
  { title: "Kolam", kind: "short film", yearsAgo: 22 },
  { title: "Second Innings", kind: "TV serial", yearsAgo: 21 },
  { title: "Night Bus to Madurai", kind: "feature film", yearsAgo: 20 },
  { title: "Amma's Kitchen", kind: "TV serial", yearsAgo: 19 },
  { title: "Silent Harbour", kind: "feature film", yearsAgo: 18 },
  { title: "Pattu Saree", kind: "ad film", yearsAgo: 17 },
  { title: "Coconut Country", kind: "feature film", yearsAgo: 16 },
  { title: "The Ninth Platform", kind: "feature film", yearsAgo: 15 },
  { title: "Thaali", kind: "TV serial", yearsAgo: 14 },
  { title: "Mango Summer", kind: "feature film", yearsAgo: 13 },
  { title: "Rain on Charminar", kind: "feature film", yearsAgo: 12 },
  { title: "Blue Tiffin", kind: "ad film", yearsAgo: 11 },
  { title: "Kaveri Nights", kind: "feature film", yearsAgo: 10 },
  { title: "Bridge of Lanterns", kind: "short film", yearsAgo: 9 },
  { title: "Midnight Express Lane", kind: "feature film", yearsAgo: 8 },
  { title: "Sea Breeze Apartments", kind: "web series", yearsAgo: 7 },
  { title: "Gulmohar Days", kind: "feature film", yearsAgo: 7 },
  { title: "Chai Point Stories", kind: "web series", yearsAgo: 6 },
  { title: "The Lighthouse Keeper", kind: "short film", yearsAgo: 5 },
  { title: "Lost in Lonavala", kind: "feature film", yearsAgo: 5 },
  { title: "Saffron Skies", kind: "music video", yearsAgo: 4 },
  { title: "Kitchen Politics", kind: "web series", yearsAgo: 4 },
  { title: "Auto Raja", kind: "feature film", yearsAgo: 3 },
  { title: "Dosa Diaries", kind: "ad film", yearsAgo: 3 },
  { title: "Paddy Fields", kind: "feature film", yearsAgo: 2 },
  { title: "Room 302", kind: "web series", yearsAgo: 2 },
  { title: "Jhumka", kind: "music video", yearsAgo: 1 },
  { title: "Last Local", kind: "feature film", yearsAgo: 1 },
  { title: "Neem Tree House", kind: "short film", yearsAgo: 1 },
];

/**
 * Up to `count` past projects from the member's working years (`years` back to the year before the seed's
 * `day`), latest first.
 */
export function pastProjects(rng: Rng, years: number, count: number, day: Date): string[] {
  if (years <= 0) return [];
  const year = day.getUTCFullYear();
  const within = PAST_WORK.filter((w) => w.yearsAgo <= years);
  return rng
    .some(within, Math.min(count, within.length))
    .sort((a, b) => a.yearsAgo - b.yearsAgo)
    .map((w) => `${w.title} (${w.kind}, ${year - w.yearsAgo})`);
}
