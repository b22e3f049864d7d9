import { minuteOfDayInIndia } from "../dates.ts";
import { clockIn, weekdayLabel } from "../i18n/date-labels.ts";
import type { Locale } from "../i18n/locales.ts";
import { clockLabel } from "./slots.ts";

// How auditions are put in words, on pages, in notifications, mails and calendar files. Browser-safe.

export const INVITE_STATUSES = ["awaiting", "confirmed", "declined", "reschedule"] as const;
export type InviteStatusName = (typeof INVITE_STATUSES)[number];

export const INVITE_STATUS_LABELS: Record<InviteStatusName, string> = {
  awaiting: "Awaiting answer",
  confirmed: "Confirmed",
  declined: "Declined",
  reschedule: "Asks for another time",
};

export const INVITE_STATUS_STYLES: Record<InviteStatusName, string> = {
  awaiting: "bg-amber-50 text-amber-800",
  confirmed: "bg-green-50 text-green-800",
  declined: "bg-gray-100 text-gray-700",
  reschedule: "bg-blue-50 text-blue-800",
};

/** An invitation to a cancelled session, whatever its answer was. */
export const CANCELLED_STYLE = "bg-red-50 text-red-800";

/** "Wed, 2 Dec 2026": the day of a moment in India, in a language (English by default). */
export function auditionDay(moment: Date | string, locale: Locale = "en"): string {
  return weekdayLabel(moment, locale);
}

/** "10:15 am": the time of day of a moment (a slot's start or end), in India, in a language. */
export function startClock(startsAt: Date | string, locale: Locale = "en"): string {
  return locale === "en" ? clockLabel(minuteOfDayInIndia(new Date(startsAt))) : clockIn(startsAt, locale);
}

/** "10:15 am to 10:30 am": a slot's times in India. */
export function slotTimes(startsAt: Date | string, endsAt: Date | string): string {
  return `${startClock(startsAt)} to ${startClock(endsAt)}`;
}
