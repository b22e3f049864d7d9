// India time: the members and casting teams are in India, so "today", the day a deadline ends and every date or
// time a page shows are India's, whatever zone a server or a browser runs in. India keeps one offset all year (no
// daylight saving), so a day there is always the same span of UTC.

/** India's time zone: every time a person reads is India time. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** India's offset from UTC, as ISO text writes it. */
export const INDIA_OFFSET = "+05:30";

export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
