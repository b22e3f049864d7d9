import { todayInIndia, toDateOnly } from "../dates.ts";

// Whether a talent member can take work: available, on a shoot until a date, or not available. Shown on
// cards and profiles and searched on. Locations keep three values of their own in their profile form,
// read here as the same three states. Browser-safe (and light: listing cards use it).

export const AVAILABILITY_STATES = ["AVAILABLE", "ON_SHOOT", "NOT_AVAILABLE"] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** A location's availability (Available, Not Available, On-Shoot) as one of the three states. */
export function fromLocationAvailability(value: string | null | undefined): AvailabilityState {
  if (value === "Not Available") return "NOT_AVAILABLE";
  if (value === "On-Shoot") return "ON_SHOOT";
  return "AVAILABLE";
}

/** A member's own availability; a location's is the one in its profile, with no date. */
export function memberAvailability(
  member: { availability: AvailabilityState; busyUntil: Date | null },
  location?: { availability?: string | null },
): { state: AvailabilityState; until: Date | null } {
  if (location) return { state: fromLocationAvailability(location.availability), until: null };
  return { state: member.availability, until: member.availability === "ON_SHOOT" ? member.busyUntil : null };
}

/** The furthest a shoot may be said to run: two years from today. */
export const MAX_SHOOT_DAYS = 730;

export interface Availability {
  state: AvailabilityState;
  /** ON_SHOOT: the last day of the shoot (YYYY-MM-DD), when the member gave one. */
  until: string | null;
}

/** What holds today: a shoot whose last day has passed is over, and the member is available again. */
export function currentAvailability(
  state: AvailabilityState,
  until: Date | string | null,
  today = todayInIndia(),
): Availability {
  const day = until instanceof Date ? toDateOnly(until) : until || null;
  if (state === "ON_SHOOT" && day && day < today) return { state: "AVAILABLE", until: null };
  return { state, until: state === "ON_SHOOT" ? day : null };
}
