import { addDays, dayInIndia } from "../dates.ts";
import { MIN_DEADLINE_DAYS } from "./options.ts";

// Calls' dates are days in India time (lib/dates.ts): a deadline is the end of its day there
// (endOfIndiaDay), wherever a server runs.

/** The earliest deadline a call posted at `postedAt` may have: four full days after the day of posting. */
export function earliestDeadline(postedAt: Date): string {
  return addDays(dayInIndia(postedAt), MIN_DEADLINE_DAYS);
}
