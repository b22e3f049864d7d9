import { INDIA_OFFSET_MS, INDIA_TIME_ZONE } from "./india-time.ts";

// iCalendar text (RFC 5545) as the site writes it: for the rental owners' calendar feed
// (lib/rentals/ical.ts) and the audition invitations' files (lib/auditions/ics.ts). Their words (SUMMARY,
// DESCRIPTION) are in the language of the member a file is for; dates and times stay in these machine forms.

/** Text escaped for an iCalendar value (RFC 5545 3.3.11). */
export const icalText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");

/** A day (YYYY-MM-DD) as an iCalendar DATE: 20261202. */
export const icalDate = (day: string) => day.replaceAll("-", "");

/** A moment in UTC as an iCalendar DATE-TIME: 20261202T043000Z. */
export const icalStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A moment as India's local time in iCalendar form: 20261202T100000 (for `;TZID=Asia/Kolkata`). */
export const icalIndiaTime = (moment: Date) => icalStamp(new Date(moment.getTime() + INDIA_OFFSET_MS)).slice(0, -1);

/** India keeps one offset all year: the zone that the timed events name needs one rule. */
export const INDIA_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${INDIA_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** Lines folded at 75 octets (RFC 5545 3.1), joined with CRLF. */
export function icalLines(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    let rest = line;
    while (Buffer.byteLength(rest) > 75) {
      let cut = 74;
      while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
      // Never between the two halves of a surrogate pair (an emoji): each half alone is not UTF-8.
      if (/[\uD800-\uDBFF]/.test(rest[cut - 1])) cut--;
      out.push(rest.slice(0, cut));
      rest = ` ${rest.slice(cut)}`;
    }
    out.push(rest);
  }
  return `${out.join("\r\n")}\r\n`;
}
