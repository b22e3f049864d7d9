import "server-only";
import { isMinorMember } from "../members/minor-members.ts";
import type { AuthUser } from "../auth/identity.ts";
import { findCategory } from "../catalog.ts";
import { addDays, isDateOnly, toDateOnly, todayInIndia } from "../dates.ts";
import { AppError, invalidFields, parseOrThrow, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { db } from "../server/db.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { calendar, lockCalendar } from "./calendar.ts";
import {
  CALENDAR_DAYS,
  MAX_CALENDAR_DAYS,
  POLICY_TERMS,
  RENTAL_KINDS,
  type CancellationPolicyName,
} from "./options.ts";
import { blockedSchema, termsSchema } from "./schemas.ts";
import { ratingOf } from "./reviews.ts";
import type { PublicRental, Terms } from "./views.ts";
import { formError } from "../i18n/form-errors.ts";

// An owner's side of renting: the terms (rates, deposit, cancellation policy, notes), the days they close,
// and what anyone reads of them (GET /api/rentals/{memberId}).

const TERMS_SELECT = {
  dayRate: true,
  hourlyRate: true,
  minimumHours: true,
  deposit: true,
  cancellation: true,
  notes: true,
} as const;

/** Whether members of this category rent out what their profile shows (Camera Unit, Locations). */
export function rentsOut(category: string | null | undefined): boolean {
  const kind = findCategory(category)?.kind;
  return kind !== undefined && RENTAL_KINDS.includes(kind);
}

/** 403 for anyone whose category does not rent out. */
export function requireRentalOwner(member: AuthUser): void {
  if (member.accountType !== "TALENT" || !rentsOut(member.category)) {
    throw new AppError("forbidden", refusal("rentalOwnersOnly"), {
      code: "not_rental_owner",
    });
  }
}

/**
 * Members under 18 take no part in a booking (403 minor_booking_restricted): an accepted booking hands each
 * side the other's phone and email, and a child's are never handed out.
 */
export const minorRefused = (message: Said) => new AppError("forbidden", message, { code: "minor_booking_restricted" });

function present(row: {
  dayRate: number;
  hourlyRate: number | null;
  minimumHours: number | null;
  deposit: number;
  cancellation: CancellationPolicyName;
  notes: string;
}): Terms {
  return { ...row, cancellationTerms: POLICY_TERMS[row.cancellation].summary };
}

/** The owner's terms, or null before they have set any. */
export async function termsOf(ownerId: string): Promise<Terms | null> {
  const row = await db().rentalTerms.findUnique({ where: { ownerId }, select: TERMS_SELECT });
  return row && present(row);
}

/** GET /api/rentals/mine: the owner's own terms (null before any) and their blocked days from today. */
export async function myRental(member: AuthUser) {
  requireRentalOwner(member);
  const today = todayInIndia();
  const [terms, blocked, feed] = await Promise.all([
    termsOf(member.id),
    db().blockedDay.findMany({
      where: { ownerId: member.id, day: { gte: new Date(`${today}T00:00:00Z`) } },
      orderBy: { day: "asc" },
      select: { day: true },
    }),
    db().rentalTerms.findUnique({ where: { ownerId: member.id }, select: { calendarToken: true } }),
  ]);
  return { terms, blocked: blocked.map((b) => toDateOnly(b.day)), calendarFeed: Boolean(feed?.calendarToken) };
}

/** PUT /api/rentals/mine: sets the owner's terms; the profile shows them at once. */
export async function saveTerms(member: AuthUser, input: unknown): Promise<Terms> {
  requireRentalOwner(member);
  const t = parseOrThrow(termsSchema, input);
  if (await isMinorMember(member.id)) throw minorRefused(refusal("minorLister"));
  const data = {
    dayRate: t.dayRate,
    hourlyRate: t.hourlyRate ?? null,
    minimumHours: t.hourlyRate != null ? (t.minimumHours ?? null) : null,
    deposit: t.deposit,
    cancellation: t.cancellation,
    notes: t.notes,
  };
  const row = await db().rentalTerms.upsert({
    where: { ownerId: member.id },
    create: { ownerId: member.id, ...data },
    update: data,
    select: TERMS_SELECT,
  });
  // The profile shows the terms, and listing cards the day rate.
  refreshMemberPages(member);
  return present(row);
}

/** PUT /api/rentals/mine/blocked: closes (or opens again) every day from `from` to `to`. */
export async function setBlocked(member: AuthUser, input: unknown): Promise<{ days: number }> {
  requireRentalOwner(member);
  const { from, to, blocked } = parseOrThrow(blockedSchema, input);
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= MAX_CALENDAR_DAYS; day = addDays(day, 1)) days.push(day);
  if (days.length > MAX_CALENDAR_DAYS) {
    throw new AppError("invalid", refusal("rentalBlockMax", { max: MAX_CALENDAR_DAYS }), {
      errors: { to: formError("rentals.blockMax", { days: MAX_CALENDAR_DAYS }) },
    });
  }
  const dates = days.map((d) => new Date(`${d}T00:00:00Z`));
  // Under the calendar's lock, as accepting a booking is: an accept checks the closed days it can see.
  await db().$transaction(async (tx) => {
    await lockCalendar(tx, member.id);
    if (blocked) {
      await tx.blockedDay.createMany({ data: dates.map((day) => ({ ownerId: member.id, day })), skipDuplicates: true });
    } else {
      await tx.blockedDay.deleteMany({ where: { ownerId: member.id, day: { in: dates } } });
    }
  });
  // Listings filtered by a free day may hold the member.
  refreshMemberPages(member);
  return { days: days.length };
}

/** A calendar range from the address: today and CALENDAR_DAYS days by default, at most MAX_CALENDAR_DAYS. */
export function calendarRange(query: { from?: string | null; to?: string | null }): { from: string; to: string } {
  const from = query.from || todayInIndia();
  const errors: Record<string, string> = {};
  if (!isDateOnly(from)) errors.from = formError("generic.dateAs", { field: "from" });
  // The default end counts from a real `from` only: addDays throws on anything else.
  const to = query.to || (errors.from ? from : addDays(from, CALENDAR_DAYS - 1));
  if (query.to && !isDateOnly(to)) errors.to = formError("generic.dateAs", { field: "to" });
  else if (!errors.from && to < from) errors.to = formError("rentals.toBeforeFrom");
  else if (!errors.from && addDays(from, MAX_CALENDAR_DAYS - 1) < to) {
    errors.to = formError("rentals.calendarTooLong", { days: MAX_CALENDAR_DAYS });
  }
  if (Object.keys(errors).length) {
    throw invalidFields(errors);
  }
  return { from, to };
}

/** GET /api/rentals/{memberId}: a visible Camera Unit or Locations member's terms, rating and calendar. */
export async function publicRental(memberId: string, range: { from: string; to: string }): Promise<PublicRental> {
  const owner = isId(memberId)
    ? await db().user.findFirst({
        where: { id: memberId, accountType: "TALENT", ...VISIBLE_MEMBER },
        select: { id: true, name: true, category: true },
      })
    : null;
  if (!owner || !rentsOut(owner.category)) {
    throw new AppError("not-found", refusal("rentalOwnerNotFound"));
  }
  const [terms, rating, days] = await Promise.all([
    termsOf(owner.id),
    ratingOf(owner.id),
    calendar(db(), owner.id, range.from, range.to),
  ]);
  return { memberId: owner.id, name: owner.name, terms, rating, from: range.from, to: range.to, calendar: days };
}
