import "server-only";
import type { z } from "zod";
import { isMinorMember } from "../members/minor-members.ts";
import { blockedBetween } from "../conversations/blocks.ts";
import { rateLimits } from "../server/rate-limits.ts";
import type { AuthUser } from "../auth/identity.ts";
import { endOfIndiaDay, toDateOnly } from "../dates.ts";
import { AppError, invalidFields, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { isId } from "../ids.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { db } from "../server/db.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { enqueue } from "../jobs/queue.ts";
import { clashes, lockCalendar, lockCalendars, overlaps, type Wanted } from "./calendar.ts";
import { ANSWER_HOURS, MAX_OPEN_REQUESTS, OPEN_STATES, SITE_REASON_OF, type BookingState } from "./options.ts";
import { MAX_RUPEES } from "../money.ts";
import { bookingNotices } from "./notices.ts";
import { bookingPath } from "./paths.ts";
import { priceOf, readSpan, spanBounds, spanColumns, type Span } from "./pricing.ts";
import { bookingActionSchema, bookingRequestSchema } from "./schemas.ts";
import { minorRefused, rentsOut } from "./terms.ts";
import { BOOKING_INCLUDE, presentBooking, type BookingRow } from "./present.ts";
import type { BookingView } from "./views.ts";

// Requests to book a camera unit or a location, and their answers. States (lib/rentals/options.ts): a
// request waits for the owner (who accepts, declines, or names another total the renter then accepts),
// expires unanswered after ANSWER_HOURS, and either side may cancel it until its end. Accepting is the
// one step that takes days (or hours) off the calendar: it runs with the owner's calendar locked
// (lockCalendar) and checks again inside that transaction, so two overlapping requests can never both be
// accepted.

export const EXPIRE_BOOKINGS_JOB = "expire-bookings";

const ANSWER_MS = ANSWER_HOURS * 3_600_000;

/**
 * When a request (or a changed total) must be answered by: ANSWER_HOURS from now, but never after an hourly
 * booking's start or the end of a booking's first day, so that nothing is accepted once it has begun.
 */
function answerBy(now: Date, firstDay: string, startsAt: Date | null): Date {
  const latest = startsAt ?? endOfIndiaDay(firstDay);
  return new Date(Math.min(now.getTime() + ANSWER_MS, latest.getTime()));
}

function unavailable(clash: string[], code: "dates_unavailable" | "dates_taken", hourly: boolean): AppError {
  const shown = clash.slice(0, 5).join(", ");
  const list = clash.length > 5 ? refusal("listAndMore", { list: shown, more: clash.length - 5 }) : shown;
  const said =
    code === "dates_taken"
      ? hourly
        ? refusal("hoursTaken", { list })
        : refusal("daysTaken", { list })
      : hourly
        ? refusal("hoursUnavailable", { list })
        : refusal("daysUnavailable", { list });
  return new AppError("conflict", said, { code, errors: { [hourly ? "start" : "from"]: said.english } });
}

// When either member has blocked the other: as with messages, neither learns which.
const blockedRefused = () => new AppError("forbidden", refusal("blockedBooking"), { code: "blocked" });

/** 404 when there is no such booking, 403 when the member is neither its owner nor its renter. */
function requireParty(member: AuthUser, found: { ownerId: string; renterId: string } | null | undefined): void {
  if (!found) throw new AppError("not-found", refusal("noSuchBooking"));
  if (found.ownerId !== member.id && found.renterId !== member.id) {
    throw new AppError("forbidden", refusal("bookingPartiesOnly"));
  }
}

/**
 * Locks the booking's row and reads it, to one of its two parties (404 when there is none, 403 for anyone
 * else). To accept, the owner's calendar is locked first: every writer that locks more than one of an owner's
 * bookings (an accept declining the overlapping requests, a suspension closing a member's requests:
 * closeBookingsOfSuspended) locks the calendar before any booking row, so they wait for each other instead of
 * deadlocking.
 */
async function lockBookingFor(
  tx: Prisma.TransactionClient,
  member: AuthUser,
  id: string,
  accepting: boolean,
): Promise<BookingRow> {
  const parties = isId(id)
    ? await tx.booking.findUnique({ where: { id }, select: { ownerId: true, renterId: true } })
    : null;
  requireParty(member, parties);
  if (accepting) await lockCalendar(tx, parties!.ownerId);
  await tx.$queryRaw`SELECT 1 FROM "Booking" WHERE "id" = ${id} FOR UPDATE`;
  return tx.booking.findUniqueOrThrow({ where: { id }, include: BOOKING_INCLUDE });
}

/** The member a request is for: one who rents out, is visible, has terms, and may deal with the renter. */
async function rentingOwner(renter: AuthUser, ownerId: string) {
  if (ownerId === renter.id) throw new AppError("forbidden", refusal("bookingOwnListing"), { code: "own_listing" });
  // An accepted booking hands each side the other's phone and email: a child's are never handed out.
  if (await isMinorMember(renter.id)) throw minorRefused(refusal("minorRenter"));
  const owner = await db().user.findFirst({
    where: { id: ownerId, accountType: "TALENT", ...VISIBLE_MEMBER },
    select: { id: true, name: true, category: true, rentalTerms: true },
  });
  if (!owner || !rentsOut(owner.category)) throw new AppError("not-found", refusal("rentalOwnerNotFound"));
  if (await isMinorMember(owner.id)) throw minorRefused(refusal("minorOwner", { name: owner.name }));
  if (await blockedBetween(db(), renter.id, owner.id)) throw blockedRefused();
  const { rentalTerms: terms, ...who } = owner;
  if (!terms) {
    throw new AppError("conflict", refusal("noRentalTerms", { name: owner.name }), { code: "no_rental_terms" });
  }
  return { ...who, terms };
}

/** The days or hours asked for, and their price on the owner's terms; a 400 naming the field when they cannot be. */
function pricedSpan(
  body: z.infer<typeof bookingRequestSchema>,
  owner: Awaited<ReturnType<typeof rentingOwner>>,
  now: Date,
) {
  const read = readSpan(body, now);
  if ("errors" in read) throw invalidFields(read.errors);
  const span: Span = read.span;
  if (span.kind === "hours" && owner.terms.hourlyRate == null) {
    const said = refusal("rentsByTheDay", { name: owner.name });
    throw new AppError("invalid", said, { errors: { start: said.english } });
  }
  const price = priceOf(owner.terms, span);
  if (price.total > MAX_RUPEES) {
    const max = MAX_RUPEES.toLocaleString("en-IN");
    const said = span.kind === "days" ? refusal("totalTooHighDays", { max }) : refusal("totalTooHighHours", { max });
    throw new AppError("invalid", said, { errors: { [span.kind === "days" ? "to" : "end"]: said.english } });
  }
  return { span, price };
}

/** POST /api/bookings: a request for free days (or hours) of a Camera Unit or Locations member. */
export async function requestBooking(member: AuthUser, input: unknown, now = new Date()): Promise<BookingView> {
  const body = parseOrThrow(bookingRequestSchema, input);
  refuseMoneyRequests({
    projectTitle: { text: body.projectTitle, what: "projectTitle" },
    message: { text: body.message, what: "message" },
  });
  const owner = await rentingOwner(member, body.ownerId);
  const { terms } = owner;
  const { span, price } = pricedSpan(body, owner, now);
  // Each request mails the owner: a request withdrawn at once must not be free to send again and again.
  await rateLimits.beforeBookingRequest(member.id);
  const bounds = spanBounds(span);
  const { firstDay, startsAt } = bounds;

  const notices: Notice[] = [];
  const { id, expiresAt } = await db().$transaction(async (tx) => {
    // The renter's row serialises their requests, so that two at once cannot pass the limit together.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${member.id} FOR UPDATE`;
    const open = await tx.booking.count({
      where: { renterId: member.id, status: { in: [...OPEN_STATES] }, expiresAt: { gt: now } },
    });
    if (open >= MAX_OPEN_REQUESTS) {
      throw new AppError("conflict", refusal("openRequests", { count: MAX_OPEN_REQUESTS }), { code: "limit_reached" });
    }
    const clash = await clashes(tx, owner.id, bounds);
    if (clash.length) throw unavailable(clash, "dates_unavailable", span.kind === "hours");
    const created = await tx.booking.create({
      data: {
        ownerId: owner.id,
        renterId: member.id,
        ...spanColumns(span),
        projectTitle: body.projectTitle,
        message: body.message,
        total: price.total,
        deposit: price.deposit,
        cancellation: terms.cancellation,
        expiresAt: answerBy(now, firstDay, startsAt),
      },
      select: { id: true, expiresAt: true },
    });
    notices.push({
      userId: owner.id,
      ...bookingNotices.requested(member.name, bounds, body.projectTitle, price.total, created.expiresAt),
      link: bookingPath(created.id),
    });
    await recordNotices(tx, notices);
    return created;
  });
  sendNotices(notices);
  const booking = await db().booking.findUniqueOrThrow({ where: { id }, include: BOOKING_INCLUDE });
  const view = presentBooking(booking, member.id, now);
  enqueue(EXPIRE_BOOKINGS_JOB, {}, { jobId: `expire-${id}`, delayMs: expiresAt.getTime() - now.getTime() + 1000 });
  return view;
}

/** The booking, to one of its two parties: 404 when there is none, 403 for anyone else. */
async function bookingFor(member: AuthUser, id: string): Promise<BookingRow> {
  const booking = isId(id) ? await db().booking.findUnique({ where: { id }, include: BOOKING_INCLUDE }) : null;
  requireParty(member, booking);
  return booking!;
}

/** GET /api/bookings/{id}. */
export async function getBooking(member: AuthUser, id: string, now = new Date()): Promise<BookingView> {
  return presentBooking(await bookingFor(member, id), member.id, now);
}

/** GET /api/bookings?role=owner|renter: the member's bookings on that side (both without a role), newest first. */
export async function listBookings(member: AuthUser, role?: string | null, now = new Date()): Promise<BookingView[]> {
  if (role && role !== "owner" && role !== "renter") {
    throw new AppError("invalid", refusal("bookingRoleUnknown"), {
      errors: { role: formError("generic.unknownRole") },
    });
  }
  const where: Prisma.BookingWhereInput =
    role === "owner"
      ? { ownerId: member.id }
      : role === "renter"
        ? { renterId: member.id }
        : { OR: [{ ownerId: member.id }, { renterId: member.id }] };
  const rows = await db().booking.findMany({
    where,
    include: BOOKING_INCLUDE,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map((row) => presentBooking(row, member.id, now));
}

/** What could not be done to a booking: the words of each are in "bookingStateRefused". */
type RefusedAction = "accepted" | "declined" | "requoted" | "cancelled" | "cancelledAfterLastDay";

// An expired booking is told apart (booking_expired) whether or not the sweep has marked it yet.
const stateError = (state: BookingState, action: RefusedAction) =>
  new AppError("conflict", refusal("bookingStateRefused", { state, action }), {
    code: state === "expired" ? "booking_expired" : "booking_state",
  });

/**
 * Declines the owner's other open requests that want any of the time just booked (inside the accept's
 * transaction, under the calendar lock), so that no renter waits on days gone and no owner is counted
 * as not answering them; returns the notices to their renters.
 */
/** A stored booking's days as India dates, its hours as they are: what overlaps() and the notices read. */
function storedSpan(row: { firstDay: Date; lastDay: Date; startsAt: Date | null; endsAt: Date | null }) {
  return { ...row, firstDay: toDateOnly(row.firstDay), lastDay: toDateOnly(row.lastDay) };
}

async function declineOverlapping(
  tx: Prisma.TransactionClient,
  booking: BookingRow,
  wanted: Wanted,
): Promise<Notice[]> {
  const open = await tx.booking.findMany({
    where: {
      ownerId: booking.ownerId,
      id: { not: booking.id },
      status: { in: [...OPEN_STATES] },
      firstDay: { lte: booking.lastDay },
      lastDay: { gte: booking.firstDay },
    },
    select: {
      id: true,
      renterId: true,
      firstDay: true,
      lastDay: true,
      startsAt: true,
      endsAt: true,
      projectTitle: true,
    },
  });
  const notices: Notice[] = [];
  for (const other of open) {
    const span = storedSpan(other);
    if (!overlaps(wanted, span)) continue;
    const { count } = await tx.booking.updateMany({
      where: { id: other.id, status: { in: [...OPEN_STATES] } },
      data: { status: "declined", ...SITE_REASON_OF.taken },
    });
    if (!count) continue;
    const owner = { name: booking.owner.name, isOwner: true };
    notices.push({
      userId: other.renterId,
      ...bookingNotices.declined(owner, span, other.projectTitle, SITE_REASON_OF.taken),
      link: bookingPath(other.id),
    });
  }
  return notices;
}

/**
 * Inside the suspension's transaction: closes the member's waiting requests and quotes, as owner or as renter,
 * so that no owner keeps days for, and no renter waits on, a suspended account; returns the notices to the other
 * party of each. A request accepted in the meantime was accepted before the suspension and stays.
 *
 * As an accept does (lockBookingFor), it locks the owners' calendars before their bookings: first the calendar of
 * every owner it has a booking to close with (lockCalendars, in one order), then the bookings, in the order of
 * their ids. An accept in flight on one of those calendars finishes first (declining the requests it overlaps),
 * and one that comes after finds its booking closed.
 */
export async function closeBookingsOfSuspended(tx: Prisma.TransactionClient, userId: string): Promise<Notice[]> {
  const where = { OR: [{ ownerId: userId }, { renterId: userId }], status: { in: [...OPEN_STATES] } };
  const locked = new Set<string>();
  let open: BookingRow[];
  // Read again once the calendars are locked (an accept in flight may have declined some), and again until no
  // owner is new: a request made meanwhile may bring the calendar of another.
  for (;;) {
    open = await tx.booking.findMany({ where, include: BOOKING_INCLUDE, orderBy: { id: "asc" } });
    const more = [...new Set(open.map((b) => b.ownerId))].filter((id) => !locked.has(id));
    if (!more.length) break;
    await lockCalendars(tx, more);
    for (const id of more) locked.add(id);
  }
  const notices: Notice[] = [];
  for (const booking of open) {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, status: { in: [...OPEN_STATES] } },
      data: { status: "declined", ...SITE_REASON_OF.suspended },
    });
    if (!count) continue;
    const [suspended, other] =
      booking.ownerId === userId ? [booking.owner, booking.renter] : [booking.renter, booking.owner];
    notices.push({
      userId: other.id,
      ...bookingNotices.closedBySuspension(suspended.name, storedSpan(booking), booking.projectTitle),
      link: bookingPath(booking.id),
    });
  }
  return notices;
}

async function isSuspended(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  const row = await tx.user.findUnique({ where: { id: userId }, select: { suspendedAt: true } });
  return Boolean(row?.suspendedAt);
}

const suspendedRefused = () =>
  new AppError("conflict", refusal("bookingOtherSuspended"), {
    code: "member_suspended",
  });

type BookingAction = z.infer<typeof bookingActionSchema>;

/** What an action on a booking works with, inside the transaction that holds the booking's row. */
interface BookingAct {
  tx: Prisma.TransactionClient;
  member: AuthUser;
  booking: BookingRow;
  view: BookingView;
  isOwner: boolean;
  /** The member on the other side, who is told. */
  other: string;
  /** An open request or quote past its time (the expiry job has not come by yet). */
  expired: boolean;
  now: Date;
  notices: Notice[];
}

const expiredRefused = () => new AppError("conflict", refusal("bookingRequestExpired"), { code: "booking_expired" });

/** Tells the other side, with a link to the booking. */
function tellOther(act: BookingAct, words: Omit<Notice, "userId" | "link">): void {
  act.notices.push({ userId: act.other, ...words, link: bookingPath(act.booking.id) });
}

/** The owner accepts a request, or the renter a quote: the days are taken, and overlapping requests declined. */
async function acceptBooking(act: BookingAct): Promise<BookingRow> {
  const { tx, booking, view, isOwner, other, member, now } = act;
  const yours = isOwner ? booking.status === "requested" : booking.status === "quoted";
  if (!yours) {
    if (OPEN_STATES.includes(booking.status)) {
      const waiting =
        booking.status === "requested" ? refusal("bookingWaitsForOwner") : refusal("bookingWaitsForRenter");
      throw new AppError("forbidden", waiting, { code: "forbidden" });
    }
    throw stateError(booking.status, "accepted");
  }
  if (act.expired) throw expiredRefused();
  if (await blockedBetween(tx, booking.ownerId, booking.renterId)) throw blockedRefused();
  // The owner's day would be taken and each side's contact handed to a suspended account.
  if (await isSuspended(tx, other)) throw suspendedRefused();
  // Either side may be a child since the request (a date of birth corrected): no contact is handed over.
  if ((await isMinorMember(booking.ownerId, tx)) || (await isMinorMember(booking.renterId, tx))) {
    throw minorRefused(refusal("minorParty"));
  }
  const { startsAt, endsAt } = booking;
  const wanted = { firstDay: view.firstDay, lastDay: view.lastDay, startsAt, endsAt };
  const clash = await clashes(tx, booking.ownerId, wanted, booking.id);
  if (clash.length) throw unavailable(clash, "dates_taken", Boolean(startsAt));
  const total = booking.status === "quoted" ? booking.quote! : booking.total;
  const changed = await tx.booking.update({
    where: { id: booking.id },
    data: { status: "accepted", total, acceptedAt: now },
    include: BOOKING_INCLUDE,
  });
  tellOther(act, bookingNotices.accepted({ name: member.name, isOwner }, view, booking.projectTitle, total));
  act.notices.push(...(await declineOverlapping(tx, booking, wanted)));
  return changed;
}

/** The owner declines a request or a quote of theirs, or the renter a quote. */
async function declineBooking(act: BookingAct, reason: string): Promise<BookingRow> {
  const { booking, isOwner, member } = act;
  const yours = isOwner ? booking.status === "requested" || booking.status === "quoted" : booking.status === "quoted";
  if (!yours) throw stateError(booking.status, "declined");
  if (act.expired) throw expiredRefused();
  const changed = await act.tx.booking.update({
    where: { id: booking.id },
    data: { status: "declined", reason },
    include: BOOKING_INCLUDE,
  });
  tellOther(act, bookingNotices.declined({ name: member.name, isOwner }, act.view, booking.projectTitle, { reason }));
  return changed;
}

/** The owner answers a request with another price, which the renter then accepts or declines in time. */
async function quoteBooking(act: BookingAct, total: number): Promise<BookingRow> {
  const { booking, view, now } = act;
  if (!act.isOwner) throw new AppError("forbidden", refusal("bookingOnlyOwnerQuotes"), { code: "forbidden" });
  if (booking.status !== "requested") throw stateError(booking.status, "requoted");
  if (act.expired) throw expiredRefused();
  const expiresAt = answerBy(now, view.firstDay, booking.startsAt);
  const changed = await act.tx.booking.update({
    where: { id: booking.id },
    data: { status: "quoted", quote: total, expiresAt },
    include: BOOKING_INCLUDE,
  });
  tellOther(act, bookingNotices.quoted(act.member.name, view, booking.projectTitle, total, booking.total, expiresAt));
  return changed;
}

/** The renter withdraws a request, or either side cancels a booking before its last day (the policy's charge). */
async function cancelBooking(act: BookingAct, reason: string): Promise<BookingRow> {
  const { booking, view, isOwner, member } = act;
  const open = OPEN_STATES.includes(booking.status) && !act.expired;
  if (!open && booking.status !== "accepted") throw stateError(act.expired ? "expired" : booking.status, "cancelled");
  if (open && isOwner) throw new AppError("conflict", refusal("bookingDeclineNotCancel"), { code: "booking_state" });
  if (booking.status === "accepted" && view.lastDay < view.today)
    throw stateError(booking.status, "cancelledAfterLastDay");
  const changed = await act.tx.booking.update({
    where: { id: booking.id },
    data: { status: "cancelled", reason, cancelledBy: member.id },
    include: BOOKING_INCLUDE,
  });
  const booked = booking.status === "accepted";
  const owed = !booked
    ? null
    : isOwner
      ? ("owner-cancelled" as const)
      : { policy: booking.cancellation, amount: view.cancellationCharge ?? 0 };
  tellOther(act, bookingNotices.cancelled(member.name, booked, view, booking.projectTitle, reason, owed));
  return changed;
}

function perform(act: BookingAct, action: BookingAction): Promise<BookingRow> {
  switch (action.action) {
    case "accept":
      return acceptBooking(act);
    case "decline":
      return declineBooking(act, action.reason);
    case "quote":
      return quoteBooking(act, action.total);
    case "cancel":
      return cancelBooking(act, action.reason);
  }
}

/** PATCH /api/bookings/{id}: accept, decline, quote or cancel, as the state and the member's side allow. */
export async function actOnBooking(
  member: AuthUser,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<BookingView> {
  const action = parseOrThrow(bookingActionSchema, input);
  if ("reason" in action) refuseMoneyRequests({ reason: { text: action.reason, what: "reason" } });
  const notices: Notice[] = [];
  const after = await db().$transaction(async (tx) => {
    const booking = await lockBookingFor(tx, member, id, action.action === "accept");
    const isOwner = booking.ownerId === member.id;
    const changed = await perform(
      {
        tx,
        member,
        booking,
        view: presentBooking(booking, member.id, now),
        isOwner,
        other: isOwner ? booking.renterId : booking.ownerId,
        expired: OPEN_STATES.includes(booking.status) && booking.expiresAt <= now,
        now,
        notices,
      },
      action,
    );
    await recordNotices(tx, notices);
    return changed;
  });
  if (action.action === "quote") {
    const delayMs = after.expiresAt.getTime() - now.getTime() + 1000;
    enqueue(EXPIRE_BOOKINGS_JOB, {}, { jobId: `expire-quote-${id}`, delayMs });
  }
  // Booked days changed: listings filtered by a free day may hold the owner.
  if (after.acceptedAt && (action.action === "accept" || action.action === "cancel")) refreshMemberPages(after.owner);
  sendNotices(notices);
  return presentBooking(after, member.id, now);
}

/**
 * Expires the requests and quotes left unanswered past their time, and tells the renter (and the owner of
 * a quote the renter let lapse). Run every few minutes and at each request's deadline; idempotent.
 */
export async function expireBookings(now = new Date()): Promise<number> {
  const due = await db().booking.findMany({
    where: { status: { in: [...OPEN_STATES] }, expiresAt: { lte: now } },
    include: BOOKING_INCLUDE,
    take: 500,
  });
  let expired = 0;
  for (const booking of due) {
    const notices: Notice[] = [];
    const view = presentBooking(booking, booking.renterId, now);
    const done = await db().$transaction(async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { id: booking.id, status: booking.status, expiresAt: { lte: now } },
        data: { status: "expired" },
      });
      if (!count) return false;
      const where = view;
      notices.push(
        booking.status === "requested"
          ? {
              userId: booking.renterId,
              ...bookingNotices.expired(booking.owner.name, where, booking.projectTitle),
              link: bookingPath(booking.id),
            }
          : {
              userId: booking.ownerId,
              ...bookingNotices.quoteLapsed(booking.renter.name, where, booking.projectTitle),
              link: bookingPath(booking.id),
            },
      );
      await recordNotices(tx, notices);
      return true;
    });
    if (done) {
      expired++;
      sendNotices(notices);
    }
  }
  return expired;
}
