import type { createTranslator, Messages } from "next-intl";
import { clockIn, dateTimeLabel, dayLabel } from "../i18n/date-labels.ts";
import {
  MAX_BOOKING_DAYS,
  MAX_DAYS_AHEAD,
  type BookingReason,
  type SiteReason,
  type BookingState,
  type CancellationPolicyName,
  type DayState,
} from "./options.ts";
import { INTL_LOCALES, type Locale } from "../i18n/locales.ts";
import { readFormError, type FormErrorKey } from "../i18n/form-errors.ts";

// The bookings' enumerated words in the page's language, at display time: lib/rentals keeps its English (the
// API, mails and notices read it), and the booking pages, the rental panel and the request form translate what
// they show. Stored values stay English. Browser-safe: the request form and its calendar render in the browser.

/** A translator for "Bookings" (server components): `useTranslations("Bookings")` or `await getTranslations("Bookings")`. */
export type BookingsTranslator = ReturnType<typeof createTranslator<Messages, "Bookings">>;
/** A translator for "BookingsClient" (the request form, the calendar, a booking's buttons, the review form). */
export type BookingsClientTranslator = ReturnType<typeof createTranslator<Messages, "BookingsClient">>;

// The one place where keys are chosen at run time, each from a table of literal keys:
// - Bookings `states.*` for each BOOKING_STATES value (lib/rentals/options.ts BOOKING_STATE_LABELS in English);
// - Bookings `policies.*.label` and `policies.*.summary` for each CANCELLATION_POLICIES value (POLICY_TERMS);
// - BookingsClient `calendar.states.*` for each DayState and "past";
// - BookingsClient `spanProblems.*` for each problem lib/rentals/pricing.ts readSpan names;
// - Bookings `card.systemReasons.*` for each of lib/rentals/options.ts SITE_REASONS.
const STATE_KEYS: Readonly<Record<BookingState, string>> = {
  requested: "states.requested",
  quoted: "states.quoted",
  accepted: "states.accepted",
  declined: "states.declined",
  cancelled: "states.cancelled",
  expired: "states.expired",
};

const POLICY_KEYS: Readonly<Record<CancellationPolicyName, { label: string; summary: string }>> = {
  flexible: { label: "policies.flexible.label", summary: "policies.flexible.summary" },
  moderate: { label: "policies.moderate.label", summary: "policies.moderate.summary" },
  strict: { label: "policies.strict.label", summary: "policies.strict.summary" },
};

const DAY_STATE_KEYS: Readonly<Record<DayState | "past", string>> = {
  free: "calendar.states.free",
  blocked: "calendar.states.blocked",
  booked: "calendar.states.booked",
  partly: "calendar.states.partly",
  past: "calendar.states.past",
};

/** readSpan's problems (lib/rentals/pricing.ts), by their key in "FormErrors", and the key of their words here. */
const SPAN_PROBLEM_KEYS: ReadonlyMap<FormErrorKey, string> = new Map<FormErrorKey, string>([
  ["rentals.hourlySameDay", "spanProblems.sameDay"],
  ["rentals.endAfterStart", "spanProblems.endAfterStart"],
  ["rentals.startPast", "spanProblems.startPast"],
  ["rentals.startTooFar", "spanProblems.tooFarAhead"],
  ["rentals.firstDayPast", "spanProblems.firstDayPast"],
  ["rentals.lastDayOrder", "spanProblems.lastBeforeFirst"],
  ["rentals.bookingTooLong", "spanProblems.tooLong"],
]);

function lookup<T extends string>(keys: Readonly<Record<T, string>>, value: string): string | undefined {
  return Object.hasOwn(keys, value) ? keys[value as T] : undefined;
}

type Say = (key: string, values?: Record<string, string | number>) => string;
const sayer = (t: BookingsTranslator | BookingsClientTranslator) => t as unknown as Say;

/** A booking's state as the bookings page shows it: "Awaiting the owner" in English. */
export function bookingStateLabel(t: BookingsTranslator, state: BookingState): string {
  const key = lookup(STATE_KEYS, state);
  return key ? sayer(t)(key) : state;
}

/** A cancellation policy's name ("Strict") and what it means ("Free cancellation until 14 days before …"). */
export function policyWords(t: BookingsTranslator, policy: CancellationPolicyName): { label: string; summary: string } {
  const keys = Object.hasOwn(POLICY_KEYS, policy) ? POLICY_KEYS[policy] : undefined;
  return keys ? { label: sayer(t)(keys.label), summary: sayer(t)(keys.summary) } : { label: policy, summary: "" };
}

/** A day's state on an owner's calendar, as its button names it: "free", "partly booked". */
export function dayStateLabel(t: BookingsClientTranslator, state: DayState | "past"): string {
  const key = lookup(DAY_STATE_KEYS, state);
  return key ? sayer(t)(key) : state;
}

/** A problem readSpan (lib/rentals/pricing.ts) finds with the days or hours picked; one it does not know as it is. */
export function spanProblemLabel(t: BookingsClientTranslator, problem: string): string {
  const read = readFormError(problem);
  const key = read && SPAN_PROBLEM_KEYS.get(read.key);
  return key ? sayer(t)(key, { days: MAX_BOOKING_DAYS, ahead: MAX_DAYS_AHEAD }) : problem;
}

/** "9:00 am to 12:00 pm, 6:00 pm to 9:00 pm": the hours hourly bookings hold on a day (lib/rentals/words.ts heldWords). */
export function heldLabel(
  t: BookingsClientTranslator,
  locale: Locale,
  held: readonly { start: string; end: string }[],
): string {
  return held.map((h) => t("hours.span", { start: clockIn(h.start, locale), end: clockIn(h.end, locale) })).join(", ");
}

/**
 * The days or hours of a booking: "12 Dec 2026", "12 Dec 2026 to 14 Dec 2026", "12 Dec 2026, 10:00 am to 2:00 pm"
 * (lib/rentals/words.ts spanWords in English).
 */
export function spanLabel(
  t: BookingsTranslator,
  locale: Locale,
  b: { firstDay: string; lastDay: string; startsAt: string | Date | null; endsAt: string | Date | null },
): string {
  if (b.startsAt && b.endsAt)
    return t("card.hoursSpan", { start: dateTimeLabel(b.startsAt, locale), end: clockIn(b.endsAt, locale) });
  return b.firstDay === b.lastDay
    ? dayLabel(b.firstDay, "short", locale)
    : t("card.daysSpan", { first: dayLabel(b.firstDay, "short", locale), last: dayLabel(b.lastDay, "short", locale) });
}

/** A rating's average as pages show it: "4.5" (one decimal), in the language's digits and separator. */
export function averageLabel(locale: Locale, average: number | null): string {
  if (average === null) return "";
  if (locale === "en") return average.toFixed(1);
  return new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}

const REASON_KEYS = {
  taken: "card.systemReasons.taken",
  suspended: "card.systemReasons.suspended",
} as const satisfies Record<SiteReason, string>;

/** A booking's reason in the reader's language when the site gave it (lib/rentals/options.ts), else as written. */
export function reasonWords(t: BookingsTranslator, { reason, siteReason }: BookingReason): string {
  return siteReason ? t(REASON_KEYS[siteReason]) : reason;
}
