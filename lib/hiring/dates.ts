import { CALL_TIME_ZONE_OFFSET, MIN_DEADLINE_DAYS } from "./options.ts";

// Calls' dates are days in India time: a deadline is the end of its day there, wherever a server runs.

const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** Whether a text is a real date as YYYY-MM-DD. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day (YYYY-MM-DD, India time) a moment falls on. */
export function dayOf(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The last moment of a day in India time: when a deadline of that day passes. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${CALL_TIME_ZONE_OFFSET}`);
}

/** The earliest deadline a call posted at `postedAt` may have: four full days after the day of posting. */
export function earliestDeadline(postedAt: Date): string {
  return dayOf(new Date(postedAt.getTime() + MIN_DEADLINE_DAYS * DAY_MS));
}
