import { INDIA_OFFSET_MS } from "../india-time.ts";
import { DIGEST_HOUR_IN_INDIA, WEEKLY_DIGEST_DAY } from "./options.ts";

// When digests are due. India keeps one offset all year (UTC+05:30, no daylight saving), so 08:00 India
// time is 02:30 UTC every day.

const DAY_MS = 86_400_000;

/**
 * The latest digest time at or before `now` for a search alerting `frequency`: 08:00 India time today or
 * yesterday, and for weekly searches the latest Monday at 08:00. An instant search's leftovers (past the
 * hourly cap) go out at the daily time.
 */
export function lastDigestTime(frequency: "instant" | "daily" | "weekly", now: Date): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  let at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), DIGEST_HOUR_IN_INDIA);
  if (at > local.getTime()) at -= DAY_MS;
  if (frequency === "weekly") {
    const back = (new Date(at).getUTCDay() - WEEKLY_DIGEST_DAY + 7) % 7;
    at -= back * DAY_MS;
  }
  return new Date(at - INDIA_OFFSET_MS);
}
