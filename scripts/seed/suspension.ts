import "server-only";
import type { Db } from "../../lib/server/db.ts";
import { addDays, todayInIndia } from "../../lib/dates.ts";
import { recordAction } from "../../lib/moderation/audit.ts";
import { setSuspended } from "../../lib/moderation/suspension.ts";
import { recordNotices } from "../../lib/notifications/notices.ts";
import { ANSWER_HOURS } from "../../lib/rentals/options.ts";
import { bookingNotices } from "../../lib/rentals/notices.ts";
import { bookingPath } from "../../lib/rentals/paths.ts";
import { priceOf, spanBounds, spanColumns, type Span } from "../../lib/rentals/pricing.ts";
import { HIRER_DOMAIN } from "./hiring.ts";
import { staffAccount } from "./people.ts";
import { DEMO_CAMERA_LOGIN } from "./rentals.ts";

// A suspension in the demo, made the way an admin makes one (setSuspended and the audit log): a studio account
// that asked talent for money asked the demo Camera Unit member for two days, and was suspended while the
// request waited. The request is closed with the suspension's reason and the owner told, so that the owner's
// bookings page and bell, and /admin's log, show what a suspension does.

export const SUSPENDED_LOGIN = `quickcast${HIRER_DOMAIN}`;
const SUSPENSION_REASON = "Asked applicants for a registration fee by message after its call was held.";

/** Adds the suspended studio account and its closed request; answers whether it did. */
export async function seedSuspension(
  prisma: Db,
  admin: { id: string; email: string },
  passwordHash: string,
  now: Date,
) {
  const owner = await prisma.user.findUnique({
    where: { email: DEMO_CAMERA_LOGIN },
    select: { id: true, rentalTerms: true },
  });
  if (!owner?.rentalTerms) return false;
  const renter = await prisma.user.create({
    data: {
      ...staffAccount("Quickcast Talent Hunt", SUSPENDED_LOGIN, passwordHash),
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
    },
    select: { id: true, name: true },
  });
  const today = todayInIndia(now);
  const span: Span = { kind: "days", firstDay: addDays(today, 12), lastDay: addDays(today, 13) };
  const price = priceOf(owner.rentalTerms, span);
  const project = "Showreel shoot";
  const askedAt = new Date(now.getTime() - 5 * 3_600_000);
  const answerBy = new Date(askedAt.getTime() + ANSWER_HOURS * 3_600_000);
  const booking = await prisma.booking.create({
    data: {
      ownerId: owner.id,
      renterId: renter.id,
      ...spanColumns(span),
      projectTitle: project,
      message: "Two days with your camera for a showreel shoot in Andheri.",
      total: price.total,
      deposit: price.deposit,
      cancellation: owner.rentalTerms.cancellation,
      expiresAt: answerBy,
      createdAt: askedAt,
    },
    select: { id: true },
  });
  await prisma.$transaction(async (tx) => {
    const asked = bookingNotices.requested(renter.name, spanBounds(span), project, price.total, answerBy);
    await recordNotices(tx, [{ userId: owner.id, ...asked, link: bookingPath(booking.id) }]);
    await setSuspended(tx, renter.id, true, SUSPENSION_REASON);
    await recordAction(tx, admin, "suspend", { type: "member", id: renter.id }, SUSPENSION_REASON);
  });
  return true;
}
