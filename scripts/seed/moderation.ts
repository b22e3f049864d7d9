import "server-only";
import type { Db } from "../../lib/server/db.ts";
import { dayInIndia, endOfIndiaDay } from "../../lib/dates.ts";
import { heldReasonFor, moneyRequestIn } from "../../lib/screening/money-requests.ts";
import { callHeldNotice, callHiddenNotice } from "../../lib/hiring/notices.ts";
import { HIRER_DOMAIN } from "./hiring.ts";
import { staffAccount } from "./people.ts";
import { seedSuspension } from "./suspension.ts";

// The trust desk's demo: one admin account (README lists it, for local use only), a call held because it
// asks for a registration fee, a call an admin hid (with the reason, in the audit log), the poster's notices
// of both, a member's report of a call, and a suspended studio account (./suspension.ts), so that /admin and the
// poster's bell have work on a first start.

export const DEMO_ADMIN_LOGIN = "admin@castfolio.test";
const DAY_MS = 86_400_000;
const POSTER = `bay-breeze-entertainment${HIRER_DOMAIN}`;
const REPORTER = "artist.female@demo.castfolio.test";

const HELD_CALL = {
  title: "New faces for a web series, shoot in Goa",
  projectTitle: "Sunset Lane",
  description:
    "Fresh faces wanted for an 8-episode web series. Selected candidates must pay a registration fee of Rs 2,500 to confirm their audition slot; portfolio shoot arranged by us.",
};

const HIDDEN_CALL = {
  title: "Background dancers for a music video, Hyderabad",
  projectTitle: "Neon Nights",
  description:
    "Twelve background dancers for a two-day music video shoot at a studio in Gachibowli. Hip-hop or Bollywood freestyle; rehearsal the day before. Send your dance reel through Castfolio.",
};
const HIDDEN_REASON =
  "The same call was posted three times this week; the first post is kept open, so we hid this copy.";

/** Adds the admin, the held call and the report once; answers whether it added anything. */
export async function seedModeration(prisma: Db, passwordHash: string, now = new Date()): Promise<boolean> {
  if (await prisma.user.findUnique({ where: { email: DEMO_ADMIN_LOGIN }, select: { id: true } })) return false;
  const admin = await prisma.user.create({
    data: { ...staffAccount("Castfolio Trust & Safety", DEMO_ADMIN_LOGIN, passwordHash), isAdmin: true },
    select: { id: true, email: true },
  });
  const poster = await prisma.organization.findFirst({
    where: { owner: { email: POSTER } },
    select: {
      id: true,
      calls: { where: { status: "OPEN" }, select: { id: true, organization: { select: { ownerId: true } } }, take: 1 },
    },
  });
  if (!poster) return true;
  const phrase = moneyRequestIn(HELD_CALL.description) ?? "registration fee";
  const held = await prisma.castingCall.create({
    data: {
      organizationId: poster.id,
      ...HELD_CALL,
      projectType: "Web series",
      city: "Goa",
      auditionType: "IN_PERSON",
      deadline: endOfIndiaDay(dayInIndia(new Date(now.getTime() + 20 * DAY_MS))),
      heldAt: now,
      heldReason: heldReasonFor(phrase),
      heldPhrase: phrase,
      roles: {
        create: [
          {
            position: 0,
            name: "Lead pair",
            category: "Artists",
            subcategory: "Hero",
            gender: "Any",
            languages: ["Hindi", "English"],
            openings: 2,
            paid: true,
            payMin: 15000,
            payMax: 25000,
            description: "Two leads, 20 to 28.",
          },
        ],
      },
    },
    select: { id: true, title: true, heldReason: true, heldPhrase: true },
  });
  const hiddenAt = new Date(now.getTime() - 2 * DAY_MS);
  const hidden = await prisma.castingCall.create({
    data: {
      organizationId: poster.id,
      ...HIDDEN_CALL,
      projectType: "Music video",
      city: "Hyderabad",
      auditionType: "SELF_TAPE",
      deadline: endOfIndiaDay(dayInIndia(new Date(now.getTime() + 10 * DAY_MS))),
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
      hiddenAt,
      hiddenReason: HIDDEN_REASON,
      roles: {
        create: [
          {
            position: 0,
            name: "Background dancers",
            category: "Artists",
            subcategory: "Dancers",
            gender: "Any",
            languages: ["Telugu", "Hindi"],
            openings: 12,
            paid: true,
            payMin: 3000,
            payMax: 4000,
            description: "18 to 30, hip-hop or Bollywood freestyle.",
          },
        ],
      },
    },
    select: { id: true, title: true },
  });
  await prisma.adminAction.create({
    data: {
      adminId: admin.id,
      adminEmail: DEMO_ADMIN_LOGIN,
      action: "hide-call",
      targetType: "call",
      targetId: hidden.id,
      reason: HIDDEN_REASON,
      createdAt: hiddenAt,
    },
  });
  const posterId = poster.calls[0]?.organization.ownerId;
  if (posterId) {
    await prisma.notification.createMany({
      data: [callHeldNotice(posterId, held), callHiddenNotice(posterId, hidden, HIDDEN_REASON)],
    });
  }
  const reporter = await prisma.user.findUnique({ where: { email: REPORTER }, select: { id: true } });
  const reported = poster.calls[0];
  if (reporter && reported) {
    await prisma.report.create({
      data: {
        reporterId: reporter.id,
        targetType: "CALL",
        targetId: reported.id,
        targetUserId: reported.organization.ownerId,
        reason: "Asks for money",
        details: "On the phone they asked me to pay ₹1,500 for a portfolio shoot before the audition.",
        openKey: `${reporter.id}:CALL:${reported.id}`,
      },
    });
  }
  await seedSuspension(prisma, admin, passwordHash, now);
  return true;
}
