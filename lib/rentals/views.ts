import { z } from "zod";
import { ANSWER_HOURS, BOOKING_STATES, CANCELLATION_POLICIES, DAY_STATES, SITE_REASONS } from "./options.ts";

// The shapes of what rentals answer: the presenters' types come from them, and the API reference shows
// them, so the two cannot differ.

const DATE = "YYYY-MM-DD, India time.";

export const BOOKING_ACTIONS = ["accept", "decline", "quote", "cancel", "review"] as const;

/** An owner's rates and policy (lib/rentals/terms.ts). */
export const termsShape = z.object({
  dayRate: z.number().int().describe("Rupees a day."),
  hourlyRate: z.number().int().nullable().describe("Rupees an hour; null when the owner rents by the day only."),
  minimumHours: z.number().int().nullable().describe("The fewest hours an hourly booking is charged for."),
  deposit: z.number().int().describe("Rupees; 0 for none."),
  cancellation: z.enum(CANCELLATION_POLICIES),
  cancellationTerms: z.string().describe("The policy in words: until when cancelling is free, and what it owes after."),
  notes: z.string(),
});

/** Renters' ratings of an owner (lib/rentals/reviews.ts). */
export const ratingShape = z.object({
  average: z.number().nullable().describe("The mean of renters' ratings to one decimal; null without any."),
  count: z.number().int(),
});

/** Hours an accepted hourly booking holds, as ISO moments. */
const heldHoursShape = z.object({ start: z.string(), end: z.string() });

/** One day of an owner's calendar (lib/rentals/calendar.ts). */
export const calendarDayShape = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  held: z
    .array(heldHoursShape)
    .optional()
    .describe("On a `partly` booked day, the hours accepted hourly bookings hold (ISO moments)."),
});

/** What anyone reads of an owner's rentals (lib/rentals/terms.ts publicRental). */
export const publicRentalShape = z.object({
  memberId: z.string(),
  name: z.string(),
  terms: termsShape.nullable().describe("null until the owner sets rates: then they take no bookings."),
  rating: ratingShape,
  from: z.string(),
  to: z.string(),
  calendar: z
    .array(calendarDayShape)
    .describe(
      "Every day from `from` to `to`: `blocked` by the owner, `booked` by an accepted booking by the day, `partly` when hourly bookings hold some of its hours (the rest can still be asked for by the hour), or `free`.",
    ),
});

/** A booking as one of its parties reads it (lib/rentals/present.ts presentBooking). */
export const bookingViewShape = z.object({
  id: z.string(),
  status: z
    .enum(BOOKING_STATES)
    .describe(
      `\`requested\` waits for the owner, \`quoted\` for the renter to accept the owner's changed total; either is \`expired\` ${ANSWER_HOURS} hours after it was sent unanswered, or when the booking would begin if that is sooner (so read, even before the sweep records it). \`accepted\`, \`declined\` and \`cancelled\` are final.`,
    ),
  statusLabel: z.string().describe("The status in words, as the bookings page shows it."),
  role: z.enum(["owner", "renter"]).describe("The side of the member reading it."),
  owner: z.object({
    id: z.string(),
    name: z.string(),
    subcategory: z.string(),
    profile: z.string().describe("Their profile's path."),
    picture: z.string().nullable(),
  }),
  renter: z.object({
    id: z.string(),
    name: z.string(),
    profile: z.string().nullable().describe("Their profile's path, or a hirer's studio page."),
    organization: z.string().nullable().describe("A hirer's organisation."),
  }),
  firstDay: z.string().describe(DATE),
  lastDay: z.string().describe(DATE),
  startsAt: z.string().nullable().describe("An hourly booking's start (ISO 8601); null for days."),
  endsAt: z.string().nullable(),
  units: z.number().int().describe("Days booked, or hours for an hourly booking."),
  unit: z.enum(["day", "hour"]),
  projectTitle: z.string(),
  message: z.string(),
  total: z
    .number()
    .int()
    .describe(
      "Rupees: days x the day rate, or hours (at least the minimum) x the hourly rate; once accepted, what was agreed.",
    ),
  deposit: z.number().int(),
  quote: z.number().int().nullable().describe("While `quoted`: the owner's changed total."),
  cancellation: z.enum(CANCELLATION_POLICIES).describe("The owner's policy when the request was made."),
  cancellationTerms: z.string(),
  cancellationCharge: z
    .number()
    .int()
    .nullable()
    .describe(
      "To the renter of an accepted booking not yet over: the rupees cancelling today would owe under the policy (settled between the parties); null to the owner, whose cancelling owes nothing and shows on their record.",
    ),
  reason: z.string().describe("Given with a decline or a cancellation; when the site closed it, its words in English."),
  siteReason: z
    .enum(SITE_REASONS)
    .nullable()
    .describe(
      "Why the site closed it, when the site did: `taken` (another request for the same time was accepted), `suspended` (a party's account was suspended). Say it from this code in a client's own words.",
    ),
  cancelledBy: z.enum(["owner", "renter"]).nullable(),
  expiresAt: z.string().describe("When an unanswered request or quote expires."),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
  contact: z
    .object({ name: z.string(), phone: z.string(), email: z.string() })
    .nullable()
    .describe("The other party's contact details: null until the booking is accepted (kept after a cancellation)."),
  actions: z.array(z.enum(BOOKING_ACTIONS)).describe("What the reader may do now."),
  reviewed: z.boolean().describe("Whether the reader has reviewed the other party."),
  today: z.string().describe("Today in India, as the answer was computed."),
});

/** A review as the member reviewed, or anyone reading their profile, sees it (lib/rentals/reviews.ts). */
export const reviewViewShape = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  author: z.string().describe("The reviewer's name."),
  authorId: z.string(),
});

export type Terms = z.output<typeof termsShape>;
export type Rating = z.output<typeof ratingShape>;
export type HeldHours = z.output<typeof heldHoursShape>;
export type CalendarDay = z.output<typeof calendarDayShape>;
export type PublicRental = z.output<typeof publicRentalShape>;
export type BookingView = z.output<typeof bookingViewShape>;
export type BookingActionName = (typeof BOOKING_ACTIONS)[number];
export type ReviewView = z.output<typeof reviewViewShape>;
