import { addDays, todayInIndia } from "../dates.ts";
import { MAX_BOOKING_DAYS, MAX_DAYS_AHEAD, POLICY_TERMS, type CancellationPolicyName } from "./options.ts";
import { formError } from "../i18n/form-errors.ts";

// What a booking costs and what cancelling it owes, from the owner's terms. Browser-safe: the request form
// shows the same total the server records.

export interface Rates {
  dayRate: number;
  hourlyRate: number | null;
  minimumHours: number | null;
  deposit: number;
}

/** A request's span as the server checks it: days (both included), or one day's hours. */
export type Span =
  { kind: "days"; firstDay: string; lastDay: string } | { kind: "hours"; day: string; startsAt: Date; endsAt: Date };

/** A span's first and last day, and its hours (null for a span of days): as a booking row keeps them. */
export function spanBounds(span: Span): {
  firstDay: string;
  lastDay: string;
  startsAt: Date | null;
  endsAt: Date | null;
} {
  return span.kind === "days"
    ? { firstDay: span.firstDay, lastDay: span.lastDay, startsAt: null, endsAt: null }
    : { firstDay: span.day, lastDay: span.day, startsAt: span.startsAt, endsAt: span.endsAt };
}

/** A span as a Booking row's columns (dates at midnight UTC, as PostgreSQL's date type reads back). */
export function spanColumns(span: Span) {
  const { firstDay, lastDay, startsAt, endsAt } = spanBounds(span);
  return { firstDay: new Date(`${firstDay}T00:00:00Z`), lastDay: new Date(`${lastDay}T00:00:00Z`), startsAt, endsAt };
}

export interface Price {
  /** Whole days, or the hours charged (at least the owner's minimum). */
  units: number;
  /** The days or hours asked for: fewer than `units` when the owner's minimum hours apply. */
  asked: number;
  unit: "day" | "hour";
  total: number;
  deposit: number;
}

const DAY_MS = 86_400_000;

/** Days from `first` to `last`, both included (YYYY-MM-DD). */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
}

/** "2026-12-01T10:00" (India time) as a moment. */
export function indiaMoment(value: string): Date {
  return new Date(`${value}:00+05:30`);
}

/**
 * The span a request names, or the problem with it by field: no past days, the last on or after the
 * first, at most MAX_BOOKING_DAYS long and starting within MAX_DAYS_AHEAD; hours within one day, the end
 * after the start.
 */
export function readSpan(
  input: { from?: string; to?: string; start?: string; end?: string },
  now = new Date(),
): { span: Span } | { errors: Record<string, string> } {
  const today = todayInIndia(now);
  const latestStart = addDays(today, MAX_DAYS_AHEAD);
  if (input.start && input.end) {
    const day = input.start.slice(0, 10);
    const startsAt = indiaMoment(input.start);
    const endsAt = indiaMoment(input.end);
    if (input.end.slice(0, 10) !== day) return { errors: { end: formError("rentals.hourlySameDay") } };
    if (endsAt <= startsAt) return { errors: { end: formError("rentals.endAfterStart") } };
    if (startsAt <= now) return { errors: { start: formError("rentals.startPast") } };
    if (day > latestStart) return { errors: { start: formError("rentals.startTooFar", { days: MAX_DAYS_AHEAD }) } };
    return { span: { kind: "hours", day, startsAt, endsAt } };
  }
  const firstDay = input.from!;
  const lastDay = input.to!;
  if (firstDay < today) return { errors: { from: formError("rentals.firstDayPast") } };
  if (lastDay < firstDay) return { errors: { to: formError("rentals.lastDayOrder") } };
  if (daysBetween(firstDay, lastDay) > MAX_BOOKING_DAYS) {
    return { errors: { to: formError("rentals.bookingTooLong", { days: MAX_BOOKING_DAYS }) } };
  }
  if (firstDay > latestStart) return { errors: { from: formError("rentals.startTooFar", { days: MAX_DAYS_AHEAD }) } };
  return { span: { kind: "days", firstDay, lastDay } };
}

/** The total: days x the day rate, or hours (at least the minimum) x the hourly rate. */
export function priceOf(rates: Rates, span: Span): Price {
  if (span.kind === "days") {
    const units = daysBetween(span.firstDay, span.lastDay);
    return { units, asked: units, unit: "day", total: units * rates.dayRate, deposit: rates.deposit };
  }
  const hours = Math.ceil((span.endsAt.getTime() - span.startsAt.getTime()) / 3_600_000);
  const units = Math.max(hours, rates.minimumHours ?? 1);
  return { units, asked: hours, unit: "hour", total: units * (rates.hourlyRate ?? 0), deposit: rates.deposit };
}

/**
 * What cancelling an accepted booking owes under its policy, in rupees: nothing until the policy's free
 * days before the first day, then its share of the total. Cancelling before acceptance owes nothing.
 */
export function cancellationCharge(
  policy: CancellationPolicyName,
  total: number,
  firstDay: string,
  now = new Date(),
): number {
  const terms = POLICY_TERMS[policy];
  const daysBefore = daysBetween(todayInIndia(now), firstDay) - 1;
  return daysBefore >= terms.freeUntilDays ? 0 : Math.round(total * terms.lateShare);
}
