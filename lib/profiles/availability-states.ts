import { parseDateOnly, toDateOnly } from "../dates.ts";

// Whether a talent member can take work: available, on a shoot until a date, or not available. Shown on
// cards and profiles and searched on. Locations keep the spec's own three values in their profile form,
// read here as the same three states. Browser-safe (and light: listing cards use it).

export const AVAILABILITY_STATES = ["AVAILABLE", "ON_SHOOT", "NOT_AVAILABLE"] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityState, string> = {
  AVAILABLE: "Available",
  ON_SHOOT: "On a shoot",
  NOT_AVAILABLE: "Not available",
};

/** A location's availability (spec 3: Available, Not Available, On-Shoot) as one of the three states. */
export function fromLocationAvailability(value: string | null | undefined): AvailabilityState {
  if (value === "Not Available") return "NOT_AVAILABLE";
  if (value === "On-Shoot") return "ON_SHOOT";
  return "AVAILABLE";
}

/** A member's own availability; a location's is the one in its profile (spec), with no date. */
export function memberAvailability(
  member: { availability: AvailabilityState; busyUntil: Date | null },
  location?: { availability?: string | null },
): { state: AvailabilityState; until: Date | null } {
  if (location) return { state: fromLocationAvailability(location.availability), until: null };
  return { state: member.availability, until: member.availability === "ON_SHOOT" ? member.busyUntil : null };
}

/** The furthest a shoot may be said to run: two years from today. */
export const MAX_SHOOT_DAYS = 730;

/** Today's date (YYYY-MM-DD) in India time, where the members are: a shoot "until the 5th" ends there. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

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

const DAY_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "Available", "On a shoot until 12 Dec 2026", "Not available". */
export function availabilityLabel(availability: Availability): string {
  const { state, until } = availability;
  if (state === "ON_SHOOT" && until) return `On a shoot until ${DAY_FORMAT.format(parseDateOnly(until))}`;
  return AVAILABILITY_LABELS[state];
}
