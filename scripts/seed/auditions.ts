import "server-only";
import type { Db } from "../../lib/server/db.ts";
import type { InviteStatus } from "../../lib/generated/prisma/enums.ts";
import { addDays, todayInIndia } from "../../lib/dates.ts";
import { statusNotice } from "../../lib/hiring/notices.ts";
import { INVITE_DETAIL } from "../../lib/auditions/invite-detail.ts";
import { organiserNotice, tellInvitees, type InviteNews } from "../../lib/auditions/notices.ts";
import { sessionSchema } from "../../lib/auditions/schemas.ts";
import { newSessionData } from "../../lib/auditions/sessions.ts";
import { DEMO_HIRER_LOGIN } from "./hiring.ts";
import { DEMO_DOMAIN } from "./people.ts";

// Audition days of the demo casting team (Silver Reel Studios, `hirer@studios.castfolio.test`): an in-person
// day in Mumbai for Monsoon Letters three days after the seed, a video call for its still photographer a
// week after, and the Hyderabad day of Monsoon Letters it cancelled when the auditions moved to Mumbai. Their
// shortlisted applicants are invited, and their answers cover every state: awaiting (the demo actress, whose
// bell holds the invitation), confirmed (the demo actor, shortlisted here for it), declined and a request for
// another time, each with its note. The notices are the ones the real flows leave (lib/auditions/notices.ts).
// Sessions are written as the API would take them and checked by its rules (lib/auditions/schemas.ts); their
// rows and slots are made as the API makes them (lib/auditions/sessions.ts). README lists the sign-ins.

const HOUR_MS = 3_600_000;
/** The demo actress: her invitation awaits her answer, with its notice unread under the bell. */
export const DEMO_AWAITING_LOGIN = `artist.female${DEMO_DOMAIN}`;
/** The demo actor: shortlisted for the Mumbai day (his application waited until the seed), and confirmed. */
export const DEMO_CONFIRMED_LOGIN = `artist${DEMO_DOMAIN}`;

/** The answers the other invitees gave, in turn (so that a demo set has every state). */
const ROTATION: InviteStatus[] = ["DECLINED", "RESCHEDULE", "CONFIRMED", "AWAITING"];
const NOTES: Partial<Record<InviteStatus, string[]>> = {
  DECLINED: [
    "I have signed a daily serial that shoots in Chennai through next month, so I must withdraw. Thank you for shortlisting me.",
    "My family has a wedding that week and I cannot travel. Please keep me in mind for your next project.",
  ],
  RESCHEDULE: [
    "I am shooting a wedding in Udaipur that afternoon. Could I take a slot the next morning instead?",
    "My college exam falls on that day. Any time in the following week works for me.",
  ],
};

interface SessionPlan {
  /** the demo casting team's call, by its title (scripts/seed/studios.ts) */
  title: string;
  /** days after the seed's day in India */
  inDays: number;
  /** as POST /api/calls/{id}/sessions takes it (without the date) */
  input: {
    start: string;
    end: string;
    slotMinutes: number;
    perSlot: number;
    breaks?: { start: string; end: string }[];
    place?: string;
    link?: string;
  };
  /** when the team set it up, hours before the seed: those shortlisted by then are invited */
  createdHoursAgo: number;
  /** cancelled this many hours before the seed; its invitations were never answered */
  cancelledHoursAgo?: number;
}

const MONSOON = "Lead Actress for a Telugu Family Drama";

const SESSIONS: SessionPlan[] = [
  {
    title: MONSOON,
    inDays: 2,
    input: {
      start: "10:00",
      end: "13:00",
      slotMinutes: 30,
      perSlot: 2,
      place: "Silver Reel Studios, Floor 2, Road No. 7, Film Nagar, Hyderabad 500096",
    },
    createdHoursAgo: 72,
    cancelledHoursAgo: 24,
  },
  {
    title: MONSOON,
    inDays: 3,
    input: {
      start: "10:00",
      end: "13:00",
      slotMinutes: 15,
      perSlot: 2,
      breaks: [{ start: "11:00", end: "11:30" }],
      place: "Silver Reel Studios audition room, Unit 204, Lotus Arcade, Veera Desai Road, Andheri West, Mumbai 400053",
    },
    createdHoursAgo: 20,
  },
  {
    title: "Still Photographer for a feature schedule",
    inDays: 7,
    input: {
      start: "15:00",
      end: "17:00",
      slotMinutes: 20,
      perSlot: 1,
      link: "https://meet.silverreel.example/stills-callback",
    },
    createdHoursAgo: 10,
  },
];

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Records the invitees' notices of `news` as the real flow words them, dated `at`, read at `readAt` or not. */
async function tell(tx: Tx, inviteIds: string[], news: InviteNews, at: Date, readAt: Date | null) {
  for (const notice of await tellInvitees(tx, inviteIds, news)) {
    await tx.notification.updateMany({
      where: { userId: notice.userId, link: notice.link, title: notice.title },
      data: { createdAt: at, readAt },
    });
  }
}

/**
 * Adds the demo casting team's audition sessions and invitations once (none if the team has a session
 * already, or if its calls are missing); answers how many sessions were added.
 */
export async function seedAuditions(prisma: Db, now = new Date()): Promise<number> {
  const team = { organization: { owner: { email: DEMO_HIRER_LOGIN } } };
  if (await prisma.auditionSession.findFirst({ where: { call: team }, select: { id: true } })) return 0;
  const calls = await prisma.castingCall.findMany({
    where: { ...team, title: { in: SESSIONS.map((s) => s.title) } },
    select: { id: true, title: true, projectTitle: true },
  });
  const callOf = (title: string) => calls.find((c) => c.title === title);
  if (!calls.length) return 0;
  const today = todayInIndia(now);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  return prisma.$transaction(
    async (tx) => {
      // The demo actor's application to Monsoon Letters waited (scripts/seed/hiring.ts): the team shortlisted it
      // two days ago, and he was told as the real flow tells him.
      const monsoon = callOf(MONSOON);
      const actor = monsoon
        ? await tx.application.findFirst({
            where: { callId: monsoon.id, status: "SUBMITTED", applicant: { email: DEMO_CONFIRMED_LOGIN } },
            select: { id: true, applicantId: true, role: { select: { name: true } } },
          })
        : null;
      if (actor && monsoon) {
        const at = ago(48);
        await tx.application.update({ where: { id: actor.id }, data: { status: "SHORTLISTED", statusChangedAt: at } });
        const notice = statusNotice(actor.applicantId, "shortlisted", actor.role.name, monsoon.projectTitle);
        if (notice) await tx.notification.create({ data: { ...notice, createdAt: at, readAt: ago(40) } });
      }

      let added = 0;
      let turn = 0;
      for (const plan of SESSIONS) {
        const call = callOf(plan.title);
        if (!call) continue;
        const date = addDays(today, plan.inDays);
        const body = sessionSchema.parse({ ...plan.input, date });
        const createdAt = ago(plan.createdHoursAgo);
        const cancelledAt = plan.cancelledHoursAgo === undefined ? null : ago(plan.cancelledHoursAgo);
        const session = await tx.auditionSession.create({
          data: { ...newSessionData(call.id, body), cancelledAt, createdAt, updatedAt: cancelledAt ?? createdAt },
          select: { id: true, slots: { orderBy: { startsAt: "asc" }, select: { id: true } } },
        });
        added++;

        // Those shortlisted or selected by the time the session was set, placed as autofill places them: the
        // earliest slot with room first.
        const applications = await tx.application.findMany({
          where: {
            callId: call.id,
            status: { in: ["SHORTLISTED", "SELECTED"] },
            statusChangedAt: { lte: createdAt },
          },
          orderBy: [{ role: { position: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
          take: session.slots.length * body.perSlot,
          select: { id: true, applicant: { select: { email: true } } },
        });
        const invited: string[] = [];
        for (const [i, application] of applications.entries()) {
          const email = application.applicant.email;
          const pick = turn;
          const status: InviteStatus =
            cancelledAt || email === DEMO_AWAITING_LOGIN
              ? "AWAITING"
              : email === DEMO_CONFIRMED_LOGIN
                ? "CONFIRMED"
                : ROTATION[turn++ % ROTATION.length];
          const notes = NOTES[status];
          const answeredAt = status === "AWAITING" ? null : ago(plan.createdHoursAgo - 3 - (i % 6));
          const invite = await tx.auditionInvite.create({
            data: {
              sessionId: session.id,
              slotId: session.slots[Math.floor(i / body.perSlot)].id,
              applicationId: application.id,
              status,
              note: notes ? notes[Math.floor(pick / ROTATION.length) % notes.length] : "",
              answeredAt,
              // A cancellation raises the calendar file's SEQUENCE (cancelSession in lib/auditions/sessions.ts).
              sequence: cancelledAt ? 1 : 0,
              createdAt,
              updatedAt: answeredAt ?? cancelledAt ?? createdAt,
            },
            select: { id: true },
          });
          invited.push(invite.id);
          // The invitation's notice: read by those who answered (and by those whose day was cancelled).
          await tell(tx, [invite.id], "invited", createdAt, answeredAt ?? cancelledAt);
          if (status === "DECLINED" || status === "RESCHEDULE") {
            const detail = await tx.auditionInvite.findUniqueOrThrow({
              where: { id: invite.id },
              select: INVITE_DETAIL,
            });
            const notice = organiserNotice(detail, status === "DECLINED" ? "decline" : "reschedule");
            await tx.notification.create({ data: { ...notice, createdAt: answeredAt! } });
          }
        }
        if (cancelledAt) await tell(tx, invited, "cancelled", cancelledAt, null);
      }
      return added;
    },
    { timeout: 60_000 },
  );
}
