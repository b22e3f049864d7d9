import { INDIA_OFFSET, INDIA_OFFSET_MS } from "./india-time.ts";

// Dates: days as YYYY-MM-DD, India time and ages. Browser-safe: forms and the server use it. How days and times
// read on pages is ./date-labels.ts.

/** Dates are shown and sent as YYYY-MM-DD. Date-only values are stored at UTC midnight. */
export function toDateOnly(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 10) : "";
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a UTC date; undefined for anything else, including impossible dates. */
export function parseDateOnly(value: string): Date | undefined {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toDateOnly(date) === value.trim() ? date : undefined;
}

const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;

/**
 * A date as people type it, as YYYY-MM-DD: 15/08/1995, 15-8-1995, 15.08.1995 (day first, as in India) or
 * 1995-08-15; undefined for anything else, including impossible dates (31/02/1995).
 */
export function normaliseTypedDate(value: string): string | undefined {
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2].padStart(2, "0")}-${dayFirst[1].padStart(2, "0")}` : text;
  return parseDateOnly(iso) ? iso : undefined;
}

/** The hint every date field shows: the form it is shown and stored in first, then what else is taken. */
export const DATE_HINT = "YYYY-MM-DD or DD/MM/YYYY, e.g. 1995-08-15";

/** An example date of birth for a form's hint: someone `age` years old (a child's form shows a child's). */
export function exampleBirthDate(age: number, today = todayInIndia()): string {
  return `${Number(today.slice(0, 4)) - age}-08-15`;
}

/** Whether a text is a real date written as YYYY-MM-DD, nothing around it. */
export function isDateOnly(value: string): boolean {
  return value === value.trim() && parseDateOnly(value) !== undefined;
}

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) `days` after a day; before it when `days` is negative. */
export function addDays(day: string, days: number): string {
  return toDateOnly(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

// Days in India time (./india-time.ts).

/** The day (YYYY-MM-DD) a moment falls on in India. */
export function dayInIndia(moment: Date): string {
  return toDateOnly(new Date(moment.getTime() + INDIA_OFFSET_MS));
}

/** Today's date (YYYY-MM-DD) in India: a shoot "until the 5th" ends there, and ages turn there. */
export function todayInIndia(now = new Date()): string {
  return dayInIndia(now);
}

/** The moment a minute of a day (YYYY-MM-DD) begins in India: 630 is 10:30 there. */
export function momentInIndia(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00${INDIA_OFFSET}`) + minute * 60_000);
}

/** The minute of the day (0 to 1439) a moment falls on in India. */
export function minuteOfDayInIndia(moment: Date): number {
  const shifted = new Date(moment.getTime() + INDIA_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The last moment of a day (YYYY-MM-DD) in India: 18:29:59.999 UTC. */
export function endOfIndiaDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${INDIA_OFFSET}`);
}

// Ages are computed from the stored date of birth on the day they are asked for, never stored (they would
// go stale), and they turn in India: who was born on 10 March is a year older from midnight there, which
// is 18:30 UTC on the 9th.

/** Whole years from a date of birth to a day, both YYYY-MM-DD: a birthday counts on the day itself (29 February on 1 March). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * A person's age in India at `now` (this moment unless given), from a date of birth as YYYY-MM-DD or as a
 * date stored at UTC midnight; null when none is known.
 */
export function ageInIndia(birth: string | Date | null | undefined, now = new Date()): number | null {
  const day = birth instanceof Date ? toDateOnly(birth) : (birth ?? "");
  return DATE_ONLY.test(day) ? ageOn(day, todayInIndia(now)) : null;
}
