import { clockIn, dateTimeLabel, dayLabel } from "../i18n/date-labels.ts";

// How a booking's span reads, to the owner and the renter alike: in notices, mails, cards and the request form.

/** "1 day", "3 days", "2 hours". */
export function unitWords(count: number, unit: "day" | "hour"): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** A moment's time of day in India: "10:00 am". */
const timeOfDay = (moment: string | Date) => clockIn(moment, "en");

/** "10:00 am to 2:00 pm, 6:00 pm to 9:00 pm": the hours hourly bookings hold on a day. */
export const heldWords = (held: readonly { start: string; end: string }[]) =>
  held.map((h) => `${timeOfDay(h.start)} to ${timeOfDay(h.end)}`).join(", ");

/** The days or hours asked for: "12 Dec 2026", "12 Dec 2026 to 14 Dec 2026", "12 Dec 2026, 10:00 am to 2:00 pm". */
export function spanWords(b: {
  firstDay: string;
  lastDay: string;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}) {
  if (b.startsAt && b.endsAt) return `${dateTimeLabel(b.startsAt)} to ${timeOfDay(b.endsAt)}`;
  return b.firstDay === b.lastDay ? dayLabel(b.firstDay) : `${dayLabel(b.firstDay)} to ${dayLabel(b.lastDay)}`;
}
