import "server-only";
import { addDays, toDateOnly } from "../dates.ts";
import { dayLabel } from "../i18n/date-labels.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../server/db.ts";
import type { CalendarDay, HeldHours } from "./views.ts";
import { spanWords } from "./words.ts";

// Which of an owner's days are free, blocked by the owner, booked (an accepted booking by the day covers
// them) or partly booked (accepted hourly bookings hold some of their hours: a location may let the
// morning and the evening to two productions). A request may name only what is free; accepting one checks
// again with the owner's terms row locked (lib/rentals/bookings.ts), so two overlapping requests can never
// both be accepted.

type Reader = Pick<Prisma.TransactionClient, "blockedDay" | "booking"> | Pick<Db, "blockedDay" | "booking">;

interface Taken {
  /** Days wholly out: closed by the owner or covered by a booking by the day. */
  days: Map<string, "blocked" | "booked">;
  /** Hours held by hourly bookings, on days not wholly out. */
  hours: Map<string, HeldHours[]>;
}

/** What a request asks for: days (both included), or one day's hours. */
export interface Wanted {
  firstDay: string;
  lastDay: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Whether two spans want some of the same time: days that meet, unless both are hours that do not. */
export function overlaps(a: Wanted, b: Wanted): boolean {
  if (a.firstDay > b.lastDay || b.firstDay > a.lastDay) return false;
  if (a.startsAt && a.endsAt && b.startsAt && b.endsAt) return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
  return true;
}

/**
 * Locks an owner's calendar (their terms row) until the transaction ends: taken by whatever changes which
 * days are out, accepting a booking and closing or opening days, so that each sees the other's result.
 */
export async function lockCalendar(tx: Prisma.TransactionClient, ownerId: string): Promise<void> {
  await lockCalendars(tx, [ownerId]);
}

/**
 * Locks the calendars of these owners, in the order of their ids, until the transaction ends. The one order of
 * the locks on bookings: an owner's calendar before any of their booking rows, and calendars in this order, so
 * that two writers that meet on an owner's bookings (an accept declining the overlapping requests, a suspension
 * closing a member's requests) wait for each other instead of deadlocking.
 */
export async function lockCalendars(tx: Prisma.TransactionClient, ownerIds: readonly string[]): Promise<void> {
  if (!ownerIds.length) return;
  await tx.$queryRaw`SELECT 1 FROM "RentalTerms" WHERE "ownerId" = ANY(${[...new Set(ownerIds)]}::text[])
    ORDER BY "ownerId" FOR UPDATE`;
}

/** The owner's blocked days and accepted bookings from `from` to `to` (both included). */
async function taken(client: Reader, ownerId: string, from: string, to: string, exceptBookingId?: string) {
  const [blocked, booked] = await Promise.all([
    client.blockedDay.findMany({
      where: { ownerId, day: { gte: asDate(from), lte: asDate(to) } },
      select: { day: true },
    }),
    client.booking.findMany({
      where: {
        ownerId,
        status: "accepted",
        firstDay: { lte: asDate(to) },
        lastDay: { gte: asDate(from) },
        ...(exceptBookingId ? { id: { not: exceptBookingId } } : {}),
      },
      select: { firstDay: true, lastDay: true, startsAt: true, endsAt: true },
      orderBy: { startsAt: "asc" },
    }),
  ]);
  const result: Taken = { days: new Map(), hours: new Map() };
  for (const b of blocked) result.days.set(toDateOnly(b.day), "blocked");
  for (const b of booked) {
    if (b.startsAt && b.endsAt) {
      const day = toDateOnly(b.firstDay);
      const held = { start: b.startsAt.toISOString(), end: b.endsAt.toISOString() };
      result.hours.set(day, [...(result.hours.get(day) ?? []), held]);
      continue;
    }
    const last = toDateOnly(b.lastDay) < to ? toDateOnly(b.lastDay) : to;
    for (let day = toDateOnly(b.firstDay) < from ? from : toDateOnly(b.firstDay); day <= last; day = addDays(day, 1)) {
      result.days.set(day, "booked");
    }
  }
  for (const day of result.days.keys()) result.hours.delete(day);
  return result;
}

/**
 * What stands in the way of a request, in words and in order: the days closed or booked, and for days
 * asked whole also those partly booked; for hours, the held hours they overlap. Empty when it is all free.
 */
export async function clashes(client: Reader, ownerId: string, want: Wanted, exceptBookingId?: string) {
  const { days, hours } = await taken(client, ownerId, want.firstDay, want.lastDay, exceptBookingId);
  const whole = [...days.keys()].sort().map((day) => dayLabel(day));
  if (!want.startsAt || !want.endsAt) {
    const partly = [...hours.keys()].map((day) => [day, `${dayLabel(day)} (partly booked)`]);
    return [...[...days.keys()].map((day) => [day, dayLabel(day)]), ...partly].sort().map(([, words]) => words);
  }
  if (whole.length) return whole;
  const [start, end] = [want.startsAt.toISOString(), want.endsAt.toISOString()];
  return (hours.get(want.firstDay) ?? [])
    .filter((h) => h.start < end && h.end > start)
    .map((h) => spanWords({ firstDay: want.firstDay, lastDay: want.firstDay, startsAt: h.start, endsAt: h.end }));
}

/** Every day from `from` to `to` with its state, and the hours held on partly booked days. */
export async function calendar(client: Reader, ownerId: string, from: string, to: string): Promise<CalendarDay[]> {
  const { days, hours } = await taken(client, ownerId, from, to);
  const result: CalendarDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const out = days.get(day);
    const held = hours.get(day);
    result.push(
      out ? { date: day, state: out } : held ? { date: day, state: "partly", held } : { date: day, state: "free" },
    );
  }
  return result;
}
