import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { db } from "../server/db.ts";
import { INVITABLE_STATUSES } from "./invitable.ts";
import { callOfOrganization } from "./access.ts";
import { sessionsOf } from "./sessions.ts";

// The casting team's schedule page: the call's sessions, and who may be invited to them (its shortlisted and
// selected applicants, in the order they applied, each with the invitations they have). One rule counts them for
// every tool: someone holding an invitation to a live session (awaiting, confirmed or asking for another time) is
// not offered again, by hand or by autofill, so that nobody ends up with two.

export interface Candidate {
  applicationId: string;
  name: string;
  role: string;
  roleId: string;
  status: "shortlisted" | "selected";
  /** Their invitations to this call's sessions. */
  invites: { sessionId: string; declined: boolean }[];
}

/** Whether the candidate holds an invitation (not declined) to one of `live` sessions. */
const holdsLiveInvite = (candidate: Candidate, live: ReadonlySet<string>) =>
  candidate.invites.some((i) => !i.declined && live.has(i.sessionId));

/** Whom the team may invite by hand to `sessionId`: not invited to it, and holding no invitation to another live session. */
export function invitableTo(
  candidates: readonly Candidate[],
  sessionId: string,
  live: ReadonlySet<string>,
): Candidate[] {
  return candidates.filter((c) => !c.invites.some((i) => i.sessionId === sessionId) && !holdsLiveInvite(c, live));
}

/** Whom autofill takes: shortlisted candidates with no invitation at all to a live session (lib/auditions/invites.ts). */
export function awaitingAutofill(candidates: readonly Candidate[], live: ReadonlySet<string>): Candidate[] {
  return candidates.filter((c) => c.status === "shortlisted" && !c.invites.some((i) => live.has(i.sessionId)));
}

/** The schedule page's reading (its organisation only): the call, its sessions and its candidates for audition. */
export async function auditionSchedule(member: AuthUser, callId: string) {
  const call = await callOfOrganization(member, callId);
  const [sessions, candidates] = await Promise.all([sessionsOf(call.id), candidatesOf(call.id)]);
  return { call, sessions, candidates };
}

async function candidatesOf(callId: string): Promise<Candidate[]> {
  const rows = await db().application.findMany({
    where: { callId, status: { in: [...INVITABLE_STATUSES] }, applicant: VISIBLE_MEMBER },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 1000,
    select: {
      id: true,
      status: true,
      role: { select: { id: true, name: true } },
      applicant: { select: { name: true } },
      auditionInvites: { select: { sessionId: true, status: true } },
    },
  });
  return rows.map((row) => ({
    applicationId: row.id,
    name: row.applicant.name,
    role: row.role.name,
    roleId: row.role.id,
    status: row.status === "SELECTED" ? "selected" : "shortlisted",
    invites: row.auditionInvites.map((i) => ({ sessionId: i.sessionId, declined: i.status === "DECLINED" })),
  }));
}
