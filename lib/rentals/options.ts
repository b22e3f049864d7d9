// The one list of the rental rules' numbers and words: terms, policies, booking states. Browser-safe: the
// settings form, the request form, the bookings page and the server read the same.

import type { ProfileKind } from "../catalog.ts";

/** The categories whose members rent out what their profile shows, by the day or the hour. */
export const RENTAL_KINDS: readonly ProfileKind[] = ["cameraUnit", "location"];

/** How long an owner has to answer a request (or a renter a changed quote) before it expires. */
export const ANSWER_HOURS = 48;
/** The longest booking, in days. */
export const MAX_BOOKING_DAYS = 60;
/** How far ahead a booking may start, in days. */
export const MAX_DAYS_AHEAD = 365;
/** The calendar shows this many days when no range is asked for, and at most MAX_CALENDAR_DAYS. */
export const CALENDAR_DAYS = 90;
export const MAX_CALENDAR_DAYS = 366;
/** Requests (and quotes) a renter may have waiting for an answer at once. */
export const MAX_OPEN_REQUESTS = 20;
export const MAX_NOTES = 1000;
export const MAX_MESSAGE = 2000;
export const MAX_REVIEW = 2000;

export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicyName = (typeof CANCELLATION_POLICIES)[number];

/**
 * What each policy means, in the words the profile, the request form and the bookings page show. The
 * charge is worked out by lib/rentals/pricing.ts `cancellationCharge` from the same numbers.
 */
export const POLICY_TERMS: Record<
  CancellationPolicyName,
  { label: string; summary: string; freeUntilDays: number; lateShare: number }
> = {
  flexible: {
    label: "Flexible",
    summary: "Free cancellation until 1 day before the first day; after that, half of the total is owed.",
    freeUntilDays: 1,
    lateShare: 0.5,
  },
  moderate: {
    label: "Moderate",
    summary: "Free cancellation until 5 days before the first day; after that, half of the total is owed.",
    freeUntilDays: 5,
    lateShare: 0.5,
  },
  strict: {
    label: "Strict",
    summary: "Free cancellation until 14 days before the first day; after that, the whole total is owed.",
    freeUntilDays: 14,
    lateShare: 1,
  },
};

export const BOOKING_STATES = ["requested", "quoted", "accepted", "declined", "cancelled", "expired"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** How each state reads on the bookings page. */
export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  requested: "Awaiting the owner",
  quoted: "New total: awaiting the renter",
  accepted: "Booked",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired unanswered",
};

/** The states still waiting for an answer. */
export const OPEN_STATES: readonly BookingState[] = ["requested", "quoted"];

/** A day of an owner's calendar; `partly`: hourly bookings hold some of its hours. */
export const DAY_STATES = ["free", "partly", "blocked", "booked"] as const;
export type DayState = (typeof DAY_STATES)[number];

/**
 * Why the site itself closes a booking (Booking.siteReason): "taken", the days (or hours) another request was
 * accepted for; "suspended", a member's account was suspended. Pages and notices say it by this code in their
 * own language; the booking's `reason` keeps its English words for the API.
 */
export const SITE_REASONS = ["taken", "suspended"] as const;
export type SiteReason = (typeof SITE_REASONS)[number];

/** The API's English words of the site's reasons, kept in Booking.reason. */
export const TAKEN_REASON = "These days were booked by another production.";
export const SUSPENDED_REASON = "This member's account has been suspended.";

/** Why a booking was closed: the member's own words, or the site's reason by its code. */
export interface BookingReason {
  reason: string;
  siteReason?: SiteReason | null;
}

export const SITE_REASON_OF: Record<SiteReason, BookingReason> = {
  taken: { reason: TAKEN_REASON, siteReason: "taken" },
  suspended: { reason: SUSPENDED_REASON, siteReason: "suspended" },
};

/** A stored siteReason as the code it is (null for anything else: a member's own words). */
export const siteReasonOf = (value: string | null | undefined): SiteReason | null =>
  (SITE_REASONS as readonly (string | null | undefined)[]).includes(value) ? (value as SiteReason) : null;

/** Said wherever money is named: Castfolio records amounts, the parties settle between them. */
export const NO_PAYMENT_NOTE =
  "Castfolio records the total and the deposit; it takes no payment. You settle them with each other.";
