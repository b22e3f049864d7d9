import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { VISIBLE_MEMBER } from "../moderation/visibility.ts";
import { db } from "../server/db.ts";
import { INVITABLE_STATUSES } from "./invitable.ts";
import { callOfOrganisation } from "./access.ts";
import { sessionsOf } from "./sessions.ts";

// The casting team's schedule page: the call's sessions, and who may be invited to them (its shortlisted and
// selected applicants, in the order they applied, each with the sessions they are already invited to).

export interface Candidate {
  applicationId: string;
  name: string;
  role: string;
  roleId: string;
  status: "shortlisted" | "selected";
  sessionIds: string[];
}

/** The schedule page's reading (its organisation only): the call, its sessions and its candidates for audition. */
export async function auditionSchedule(member: AuthUser, callId: string) {
  const call = await callOfOrganisation(member, callId);
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
      auditionInvites: { select: { sessionId: true } },
    },
  });
  return rows.map((row) => ({
    applicationId: row.id,
    name: row.applicant.name,
    role: row.role.name,
    roleId: row.role.id,
    status: row.status === "SELECTED" ? "selected" : "shortlisted",
    sessionIds: row.auditionInvites.map((i) => i.sessionId),
  }));
}
