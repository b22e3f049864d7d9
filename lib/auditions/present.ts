import "server-only";
import { toDateOnly } from "../dates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { InviteStatus } from "../generated/prisma/enums.ts";
import { profilePath } from "../profiles/paths.ts";
import { timeOf, type MinuteSpan } from "./slots.ts";
import type { InviteStatusName } from "./words.ts";
import type { SessionView } from "./views.ts";

// The audition API's shapes: a session with its slots and who is in each (for the casting team), and an
// invitation as its invitee sees it.

export const statusName = (status: InviteStatus) => status.toLowerCase() as InviteStatusName;

/**
 * The answers that hold a seat in their slot: awaiting and confirmed. A decline gives it up, and so does a
 * request for another time (they cannot come then: the casting team moves them, into a slot with room).
 */
export const SEAT_HOLDING = ["AWAITING", "CONFIRMED"] satisfies InviteStatus[];
export const holdsSeat = (status: InviteStatus) => (SEAT_HOLDING as InviteStatus[]).includes(status);

/** The stored breaks ([{ start, end }] in minutes), read defensively. */
export function storedBreaks(value: unknown): MinuteSpan[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((b) => {
    const span = b as Partial<MinuteSpan> | null;
    return typeof span?.start === "number" && typeof span.end === "number"
      ? [{ start: span.start, end: span.end }]
      : [];
  });
}

/** What a session view reads (a Prisma include). */
export const SESSION_INCLUDE = {
  slots: {
    orderBy: { startsAt: "asc" },
    include: {
      invites: {
        // The invitations of one request share its transaction's time: their ids (cuid, in creation order) break the tie.
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          applicationId: true,
          status: true,
          note: true,
          answeredAt: true,
          application: {
            select: {
              role: { select: { name: true } },
              applicant: { select: { id: true, name: true } },
            },
          },
        },
      },
    },
  },
} as const satisfies Prisma.AuditionSessionInclude;

type SessionRow = Prisma.AuditionSessionGetPayload<{ include: typeof SESSION_INCLUDE }>;

export function presentSession(row: SessionRow, now = new Date()): SessionView {
  return {
    id: row.id,
    callId: row.callId,
    date: toDateOnly(row.day),
    start: timeOf(row.startMinute),
    end: timeOf(row.endMinute),
    slotMinutes: row.slotMinutes,
    perSlot: row.perSlot,
    breaks: storedBreaks(row.breaks).map((b) => ({ start: timeOf(b.start), end: timeOf(b.end) })),
    place: row.place,
    link: row.link,
    cancelled: row.cancelledAt !== null,
    slots: row.slots.map((slot) => ({
      id: slot.id,
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
      capacity: slot.capacity,
      taken: slot.invites.filter((i) => holdsSeat(i.status)).length,
      begun: slot.startsAt <= now,
      invites: slot.invites.map((i) => ({
        id: i.id,
        applicationId: i.applicationId,
        status: statusName(i.status),
        note: i.note,
        answeredAt: i.answeredAt?.toISOString() ?? null,
        name: i.application.applicant.name,
        role: i.application.role.name,
        profile: profilePath(i.application.applicant.id),
      })),
    })),
  };
}
