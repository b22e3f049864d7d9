import "server-only";
import { addDays, toDateOnly } from "../dates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../server/db.ts";
import type { DayState } from "./options.ts";

// Which of an owner's days are free, blocked by the owner or booked (an accepted booking covers them). A
// request may name only free days; accepting one checks again with the owner's terms row locked
// (lib/rentals/bookings.ts), so two overlapping requests can never both be accepted.

type Reader = Pick<Prisma.TransactionClient, "blockedDay" | "booking"> | Pick<Db, "blockedDay" | "booking">;

export interface CalendarDay {
  date: string;
  state: DayState;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The owner's blocked and booked days from `from` to `to` (both included); free days are left out. */
export async function takenDays(
  client: Reader,
  ownerId: string,
  from: string,
  to: string,
  exceptBookingId?: string,
): Promise<Map<string, Exclude<DayState, "free">>> {
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
      select: { firstDay: true, lastDay: true },
    }),
  ]);
  const taken = new Map<string, Exclude<DayState, "free">>();
  for (const b of blocked) taken.set(toDateOnly(b.day), "blocked");
  for (const b of booked) {
    const last = toDateOnly(b.lastDay) < to ? toDateOnly(b.lastDay) : to;
    for (let day = toDateOnly(b.firstDay) < from ? from : toDateOnly(b.firstDay); day <= last; day = addDays(day, 1)) {
      taken.set(day, "booked");
    }
  }
  return taken;
}

/** Every day from `from` to `to` with its state. */
export async function calendar(client: Reader, ownerId: string, from: string, to: string): Promise<CalendarDay[]> {
  const taken = await takenDays(client, ownerId, from, to);
  const days: CalendarDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ date: day, state: taken.get(day) ?? "free" });
  return days;
}
