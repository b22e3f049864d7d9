import "server-only";
import { organizationPath } from "../hiring/paths.ts";
import { toDateOnly, todayInIndia } from "../dates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { profilePath } from "../profiles/paths.ts";
import { BOOKING_STATE_LABELS, OPEN_STATES, POLICY_TERMS, siteReasonOf, type BookingState } from "./options.ts";
import { cancellationCharge, daysBetween } from "./pricing.ts";
import type { BookingActionName, BookingView } from "./views.ts";

// A booking as one of its two parties reads it (GET /api/bookings/{id}, the bookings page): the other
// party's phone and email only once it is accepted, and what that member may do next.

const PARTY = {
  id: true,
  name: true,
  accountType: true,
  category: true,
  subcategory: true,
  phone: true,
  email: true,
  profilePic: true,
  organization: { select: { id: true, name: true } },
} as const;

export const BOOKING_INCLUDE = {
  owner: { select: PARTY },
  renter: { select: PARTY },
  reviews: { select: { authorId: true } },
} satisfies Prisma.BookingInclude;

export type BookingRow = Prisma.BookingGetPayload<{ include: typeof BOOKING_INCLUDE }>;

type Party = BookingRow["owner"];

function renterProfile(p: Party): { profile: string | null; organization: string | null } {
  if (p.accountType === "HIRER") {
    return {
      profile: p.organization ? organizationPath(p.organization.id) : null,
      organization: p.organization?.name ?? null,
    };
  }
  return { profile: profilePath(p.id), organization: null };
}

export function presentBooking(row: BookingRow, readerId: string, now = new Date()): BookingView {
  const role = row.ownerId === readerId ? "owner" : "renter";
  const today = todayInIndia(now);
  const firstDay = toDateOnly(row.firstDay);
  const lastDay = toDateOnly(row.lastDay);
  const hourly = row.startsAt && row.endsAt;
  const open = OPEN_STATES.includes(row.status);
  const expired = open && row.expiresAt <= now;
  const status: BookingState = expired ? "expired" : row.status;
  const other = role === "owner" ? row.renter : row.owner;
  const reviewed = row.reviews.some((r) => r.authorId === readerId);

  const actions: BookingActionName[] = [];
  if (status === "requested" && role === "owner") actions.push("accept", "quote", "decline");
  if (status === "quoted" && role === "renter") actions.push("accept", "decline");
  if (status === "quoted" && role === "owner") actions.push("decline");
  // The renter withdraws an open request; the owner declines it instead. Either side cancels a booking until its last day.
  if ((role === "renter" && open && !expired) || (status === "accepted" && lastDay >= today)) actions.push("cancel");
  if (status === "accepted" && lastDay < today && !reviewed) actions.push("review");

  return {
    id: row.id,
    status,
    statusLabel: BOOKING_STATE_LABELS[status],
    role,
    owner: {
      id: row.owner.id,
      name: row.owner.name,
      subcategory: row.owner.subcategory,
      profile: profilePath(row.owner.id),
      picture: row.owner.profilePic,
    },
    renter: { id: row.renter.id, name: row.renter.name, ...renterProfile(row.renter) },
    firstDay,
    lastDay,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    units: hourly
      ? Math.ceil((row.endsAt!.getTime() - row.startsAt!.getTime()) / 3_600_000)
      : daysBetween(firstDay, lastDay),
    unit: hourly ? "hour" : "day",
    projectTitle: row.projectTitle,
    message: row.message,
    total: row.total,
    deposit: row.deposit,
    quote: row.status === "quoted" ? row.quote : null,
    cancellation: row.cancellation,
    cancellationTerms: POLICY_TERMS[row.cancellation].summary,
    // The policy binds the renter: an owner who cancels owes nothing (it shows on their record instead).
    cancellationCharge:
      role === "renter" && status === "accepted" && lastDay >= today
        ? cancellationCharge(row.cancellation, row.total, firstDay, now)
        : null,
    reason: row.reason,
    siteReason: siteReasonOf(row.siteReason),
    cancelledBy: row.cancelledBy ? (row.cancelledBy === row.ownerId ? "owner" : "renter") : null,
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    contact: row.acceptedAt ? { name: other.name, phone: other.phone, email: other.email } : null,
    actions,
    reviewed,
    today,
  };
}
