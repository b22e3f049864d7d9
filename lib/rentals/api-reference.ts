import { z } from "zod";
import {
  ANSWER_HOURS,
  CALENDAR_DAYS,
  MAX_BOOKING_DAYS,
  MAX_CALENDAR_DAYS,
  MAX_DAYS_AHEAD,
  MAX_OPEN_REQUESTS,
} from "./options.ts";
import { blockedSchema, bookingActionSchema, bookingRequestSchema, reviewSchema, termsSchema } from "./schemas.ts";
import { bookingViewShape, publicRentalShape, reviewViewShape, termsShape } from "./views.ts";
import { ASKS_FOR_MONEY, dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { asSchema, describeProperties, jsonBody, jsonSchema, queryParameters } from "../openapi/schema.ts";
import type { ApiOperation, RequestBody } from "../openapi/types.ts";

// Renting out camera units and locations: an owner's rates, terms and calendar (Rentals), and the requests
// to book them with their answers and reviews (Bookings). Castfolio records totals and deposits; it takes
// no payment.

const notOwnerKind = failure("The member is not a Camera Unit or Locations member (`not_rental_owner`).");
const bookingId = "The booking's id.";
const noBooking = refused("noSuchBooking");
const notParty = failure("The member is neither the booking's owner nor its renter.");

const DATE = "YYYY-MM-DD, India time.";

/** What each action of PATCH /api/bookings/{id} is for: the title of its branch of the body. */
const ACTION_TITLES: Record<string, string> = {
  accept: "accept: the owner accepts a request, or the renter the owner's changed total",
  decline: "decline: the owner declines a request or withdraws their changed total, or the renter declines it",
  quote: "quote: the owner names another total for a request",
  cancel:
    "cancel: the renter while it waits (the owner declines instead), or either party once accepted until its last day",
};

/** The body of PATCH /api/bookings/{id}: one branch per action, each titled and its fields described. */
function actionBody(): RequestBody {
  const notes = { reason: "Up to 500 characters, shown to the other party.", total: "Whole rupees." };
  const branches = (jsonSchema(bookingActionSchema).oneOf ?? []).map((branch) => {
    const action = asSchema(asSchema(branch).properties?.action).const;
    return { ...describeProperties(asSchema(branch), notes), title: ACTION_TITLES[String(action)] };
  });
  return { required: true, content: { "application/json": { schema: { oneOf: branches } } } };
}

/** GET /api/rentals/{memberId} reads these itself (lib/rentals/terms.ts calendarRange): here to document them. */
const rangeQuery = z.object({ from: z.string().optional(), to: z.string().optional() });

export const RENTAL_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/rentals/mine",
    tag: "Rentals",
    summary: "The owner's own rates and closed days",
    description: "Camera Unit and Locations members only.",
    access: "member",
    responses: {
      200: dataAnswer(
        "The terms (null before any are set), the days closed from today, and whether a calendar feed is on.",
        z.object({ terms: termsShape.nullable(), blocked: z.array(z.string()), calendarFeed: z.boolean() }),
      ),
      403: notOwnerKind,
    },
  },
  {
    method: "PUT",
    path: "/api/rentals/mine",
    tag: "Rentals",
    summary: "Set the owner's rates and terms",
    description:
      "Camera Unit and Locations members only. The profile shows them at once, and requests are priced with them from then on (a request keeps the total and policy it was made with).",
    access: "member",
    body: jsonBody(termsSchema, {
      notes: {
        dayRate: "Whole rupees a day.",
        hourlyRate: "Whole rupees an hour (locations, mostly): null or left out to rent by the day only.",
        minimumHours: "The fewest hours charged; needs an hourly rate.",
        deposit: "Whole rupees; 0 for none.",
        cancellation:
          "flexible: free until 1 day before the first day, then half the total; moderate: free until 5 days before, then half; strict: free until 14 days before, then the whole total.",
      },
    }),
    responses: { 200: dataAnswer("Saved: the terms now.", termsShape, { message: true }), 403: notOwnerKind },
  },
  {
    method: "PUT",
    path: "/api/rentals/mine/blocked",
    tag: "Rentals",
    summary: "Close or open days",
    description: `Camera Unit and Locations members only: every day from \`from\` to \`to\` (at most ${MAX_CALENDAR_DAYS}) is closed for bookings (\`blocked: true\`) or open again. Requests for closed days are refused; bookings already accepted stay.`,
    access: "member",
    body: jsonBody(blockedSchema, { notes: { from: DATE, to: `${DATE} On or after from.` } }),
    responses: {
      200: dataAnswer("Updated.", z.object({ days: z.number().int().describe("The days in the range.") }), {
        message: true,
      }),
      400: failure(`The body does not validate, or the range is longer than ${MAX_CALENDAR_DAYS} days.`),
      403: notOwnerKind,
    },
  },
  {
    method: "POST",
    path: "/api/rentals/mine/calendar",
    tag: "Rentals",
    summary: "Make a private calendar feed",
    description:
      "Camera Unit and Locations members with rates: a new private iCalendar address of their booked and closed days, for a phone's calendar app. The token in the address is its key; an older address stops working.",
    access: "member",
    responses: {
      201: dataAnswer("The feed's address.", z.object({ url: z.string() }), { message: true }),
      403: notOwnerKind,
      409: failure("The member has not set rates yet (`no_rental_terms`)."),
    },
  },
  {
    method: "DELETE",
    path: "/api/rentals/mine/calendar",
    tag: "Rentals",
    summary: "Stop the calendar feed",
    description: "Its address answers 404 from then on.",
    access: "member",
    responses: { 200: doneAnswer("The feed no longer works."), 403: notOwnerKind },
  },
  {
    method: "GET",
    path: "/api/rentals/calendar/{token}",
    tag: "Rentals",
    summary: "An owner's calendar feed",
    description:
      "The address of POST /api/rentals/mine/calendar: accepted bookings and closed days from 90 days ago, as all-day events (iCalendar, RFC 5545). Not cached, not indexed.",
    access: "public",
    pathParameters: { token: "The feed's token." },
    responses: {
      200: {
        description: "The feed.",
        content: { "text/calendar": { schema: jsonSchema(z.string()) } },
      },
      404: failure("No feed has this token (or it was stopped or replaced)."),
    },
  },
  {
    method: "GET",
    path: "/api/rentals/{memberId}",
    tag: "Rentals",
    summary: "A camera unit's or location's rates, rating and calendar",
    description: `Public. The owner's terms, the rating renters gave them, and each day's state from \`from\` to \`to\` (today and the next ${CALENDAR_DAYS - 1} days by default; at most ${MAX_CALENDAR_DAYS} days).`,
    access: "public",
    pathParameters: { memberId: "A Camera Unit or Locations member's id." },
    query: queryParameters(rangeQuery, { from: `${DATE} Default: today.`, to: `${DATE} On or after from.` }),
    responses: {
      200: dataAnswer("The rental.", publicRentalShape),
      400: failure(
        `\`from\` or \`to\` is not a date, \`to\` is before \`from\`, or the range is longer than ${MAX_CALENDAR_DAYS} days.`,
      ),
      404: failure("There is no visible Camera Unit or Locations member with this id."),
    },
  },
  {
    method: "GET",
    path: "/api/bookings",
    tag: "Bookings",
    summary: "The member's bookings",
    description: "Newest first (at most 200), as owner and as renter, or on one side.",
    access: "member",
    query: queryParameters(z.object({ role: z.enum(["owner", "renter"]).optional() }), {
      role: "owner: requests for the member's own camera unit or location; renter: the member's own requests. Both without it.",
    }),
    responses: {
      200: dataAnswer("The bookings.", z.array(bookingViewShape)),
      400: failure("`role` is neither owner nor renter."),
    },
  },
  {
    method: "POST",
    path: "/api/bookings",
    tag: "Bookings",
    summary: "Ask to book a camera unit or a location",
    description: `Any member but the owner. Days (\`from\`, \`to\`), or for an owner with an hourly rate a start and end on one day (\`start\`, \`end\`); every day must be free. The total is computed from the owner's terms and recorded with the deposit and policy. The owner is told (bell and mail) and has ${ANSWER_HOURS} hours to answer (less when the booking begins sooner), after which the request expires and the renter is told. A renter has at most ${MAX_OPEN_REQUESTS} requests waiting at once.`,
    access: "member",
    body: jsonBody(bookingRequestSchema, {
      notes: {
        ownerId: "The Camera Unit or Locations member's id.",
        from: `${DATE} Today or later, at most ${MAX_DAYS_AHEAD} days ahead.`,
        to: `${DATE} On or after from; at most ${MAX_BOOKING_DAYS} days in all.`,
        start: "YYYY-MM-DDTHH:MM, India time, in the future: instead of from and to, for an hourly booking.",
        end: "YYYY-MM-DDTHH:MM, India time: after start, on the same day.",
      },
    }),
    responses: {
      201: dataAnswer("Sent: the booking, `requested`.", bookingViewShape, { message: true }),
      400: failure(
        `The body does not validate, the first day or the start is past, the dates are reversed, the booking is longer than ${MAX_BOOKING_DAYS} days or starts more than ${MAX_DAYS_AHEAD} days ahead, hours were asked of an owner who rents by the day, ${ASKS_FOR_MONEY}: the project or the message.`,
      ),
      403: failure(
        "The listing is the member's own (`own_listing`), or the member is under 18 (`minor_booking_restricted`).",
      ),
      404: failure("There is no visible Camera Unit or Locations member with this id."),
      409: failure(
        `The owner has not set rates (\`no_rental_terms\`); a day asked for is blocked or booked (\`dates_unavailable\`: \`errors.from\` names them); or the member already has ${MAX_OPEN_REQUESTS} requests waiting (\`limit_reached\`).`,
      ),
    },
  },
  {
    method: "GET",
    path: "/api/bookings/{id}",
    tag: "Bookings",
    summary: "Read a booking",
    description:
      "Its owner and its renter only. `contact` holds the other party's phone and email once it is accepted.",
    access: "member",
    pathParameters: { id: bookingId },
    responses: { 200: dataAnswer("The booking.", bookingViewShape), 403: notParty, 404: noBooking },
  },
  {
    method: "PATCH",
    path: "/api/bookings/{id}",
    tag: "Bookings",
    summary: "Answer, quote or cancel a booking",
    description: `\`accept\`: the owner a request, or the renter the owner's quote; the days are checked again with the owner's calendar locked, so two overlapping requests are never both accepted. \`decline\` (optional \`reason\`): the owner a request or their own quote, or the renter a quote. \`quote\` (\`total\`): the owner names another total for a request, which the renter then has ${ANSWER_HOURS} hours to accept or decline. \`cancel\` (optional \`reason\`): the renter while it waits (an owner declines it: 409 \`booking_state\`), or either party once accepted until its last day; the policy decides what is owed, which the parties settle between them. The other party is told (bell and mail).`,
    access: "member",
    pathParameters: { id: bookingId },
    body: actionBody(),
    responses: {
      200: dataAnswer("The booking now.", bookingViewShape, { message: true }),
      403: failure(
        "The member is neither the owner nor the renter, or it is the other party's turn (a renter accepting a request, an owner accepting their own quote, a renter quoting).",
      ),
      404: noBooking,
      409: failure(
        "The booking's state does not allow the action (`booking_state`: declined, cancelled, already accepted, past its last day…), it expired unanswered (`booking_expired`), or its days were booked or closed since the request (`dates_taken`).",
      ),
    },
  },
  {
    method: "POST",
    path: "/api/bookings/{id}/review",
    tag: "Bookings",
    summary: "Review the other party of a booking",
    description:
      "Each party once, from the day after an accepted booking's last day: the renter reviews the owner (their profile shows it), the owner the renter. The other party is told.",
    access: "member",
    pathParameters: { id: bookingId },
    body: jsonBody(reviewSchema, { notes: { rating: "1 to 5 stars." } }),
    responses: {
      201: dataAnswer("Published.", reviewViewShape, { message: true }),
      403: notParty,
      404: noBooking,
      409: failure(
        "The booking was not accepted (`booking_state`), its last day has not passed (`review_too_early`), or the member has reviewed it already (`already_reviewed`).",
      ),
    },
  },
];
