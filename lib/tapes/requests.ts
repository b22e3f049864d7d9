import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, invalidFields, parseOrThrow } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { CALL_OWNER_SELECT, ownedCallOf } from "../hiring/call-owner.ts";
import { formError } from "../i18n/form-errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { commitMedia, prepareMedia, SIDES_RULES } from "../media/index.ts";
import { sendNotices, type Notice } from "../notifications/notices.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { db } from "../server/db.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { UPLOAD_LINKS } from "../uploads/purposes.ts";
import { withFinishedUpload } from "../uploads/take.ts";
import { tellApplicants, whatsappNewRequests } from "./notices.ts";
import { TAPE_REQUEST_COLUMNS, tapeRequestView } from "./present.ts";
import type { TapeRequestView, TeamTapeRequest } from "./views.ts";
import { extendSchema, tapeRequestSchema } from "./rules.ts";

// The casting team's side of tape requests: ask chosen applicants of their call for a tape by a deadline (with
// sides, a PDF, if they like), see what came back, give more time, or withdraw a request no longer needed.
// Every change locks the rows it checks, so a tape sent at the deadline and a withdrawal meet one at a time.

const ONLY_TEAM = refusal("tapeRequestsOwnerOnly");

async function ownedCall(member: AuthUser, callId: string) {
  const call = isId(callId)
    ? await db().castingCall.findUnique({ where: { id: callId }, select: { id: true, ...CALL_OWNER_SELECT } })
    : null;
  return ownedCallOf(member, call, ONLY_TEAM);
}

type LockedApplication = {
  id: string;
  callId: string;
  status: string;
  requestId: string | null;
  withdrawn: boolean;
  name: string;
  suspended: boolean;
};

/**
 * Inside the transaction: locks the named applications (`ids` as sent: a problem names its position there), and
 * refuses any that cannot be asked.
 */
async function lockAskable(tx: Prisma.TransactionClient, callId: string, ids: readonly string[]): Promise<void> {
  const rows = await tx.$queryRaw<LockedApplication[]>`
    SELECT a."id", a."callId", a."status"::text AS "status", t."id" AS "requestId",
      t."withdrawnAt" IS NOT NULL AS "withdrawn", u."name", u."suspendedAt" IS NOT NULL AS "suspended"
    FROM "Application" a JOIN "User" u ON u."id" = a."applicantId"
    LEFT JOIN "TapeRequest" t ON t."applicationId" = a."id"
    WHERE a."id" = ANY(${[...new Set(ids)]}::text[]) ORDER BY a."id" FOR UPDATE OF a`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const suspended = rows.filter((row) => row.callId === callId && row.suspended);
  if (suspended.length) {
    const names = suspended.map((row) => row.name).join(", ");
    throw new AppError("conflict", refusal("tapeMembersSuspended", { names }), { code: "member_suspended" });
  }
  const problems: Record<string, string> = {};
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row || row.callId !== callId) problems[`applicationIds.${i}`] = formError("hiring.idsNotInCall");
    else if (row.status === "REJECTED" || row.status === "CLOSED")
      problems[`applicationIds.${i}`] = formError("tapes.notAskable");
    else if (row.requestId && !row.withdrawn) problems[`applicationIds.${i}`] = formError("tapes.alreadyAsked");
  });
  if (Object.keys(problems).length) throw invalidFields(problems);
}

/**
 * POST /api/calls/{id}/tape-requests: asks each named applicant for a tape by `dueAt` (at least 48 hours away).
 * A request withdrawn earlier is started over. Each applicant is told by bell, mail and (if on) WhatsApp.
 */
export async function requestTapes(member: AuthUser, callId: string, body: unknown): Promise<TapeRequestView[]> {
  await ownedCall(member, callId);
  const input = parseOrThrow(tapeRequestSchema, body);
  refuseMoneyRequests({ instructions: { text: input.instructions, what: "message" } });
  const ids = [...new Set(input.applicationIds)];
  let notices: Notice[] = [];
  const requestIds = await withFinishedUpload(
    member.id,
    input.sidesUploadId,
    SIDES_RULES,
    UPLOAD_LINKS.sides,
    async (upload) => {
      const media = await prepareMedia(member.id, upload.files);
      return commitMedia(member.id, media, async (m) => {
        await upload.take(m.tx);
        await lockAskable(m.tx, callId, input.applicationIds);
        await rateLimits.beforeTapeRequestChange(callId, ids);
        await m.append("SIDES", media);
        const sides = media.length
          ? await m.tx.media.findUniqueOrThrow({ where: { path: media[0].row.path }, select: { id: true } })
          : null;
        const fields = {
          instructions: input.instructions,
          dueAt: input.dueAt,
          sidesId: sides?.id ?? null,
        };
        const made: string[] = [];
        for (const applicationId of ids) {
          const { id } = await m.tx.tapeRequest.upsert({
            where: { applicationId },
            create: { callId, applicationId, ...fields },
            update: { ...fields, note: "", tapeId: null, submittedAt: null, withdrawnAt: null, createdAt: new Date() },
            select: { id: true },
          });
          made.push(id);
        }
        notices = await tellApplicants(m.tx, made, "requested");
        return made;
      });
    },
  );
  sendNotices(notices);
  whatsappNewRequests(requestIds);
  const rows = await db().tapeRequest.findMany({
    where: { id: { in: requestIds } },
    select: TAPE_REQUEST_COLUMNS,
    orderBy: { id: "asc" },
  });
  return rows.map((row) => tapeRequestView(row));
}

/** GET /api/calls/{id}/tape-requests: every request of the call with its tape, the earliest deadline first. */
export async function tapeRequestsOfCall(member: AuthUser, callId: string): Promise<TeamTapeRequest[]> {
  await ownedCall(member, callId);
  const rows = await db().tapeRequest.findMany({
    where: { callId },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    select: {
      ...TAPE_REQUEST_COLUMNS,
      application: {
        select: { applicant: { select: { id: true, name: true } }, role: { select: { id: true, name: true } } },
      },
    },
  });
  const now = new Date();
  return rows.map(({ application, ...row }) => ({
    ...tapeRequestView(row, now),
    applicant: application.applicant,
    role: application.role,
  }));
}

/** Inside a transaction: locks a request's row and reads it, to its call's team only. */
async function lockTeamRequest(tx: Prisma.TransactionClient, member: AuthUser, id: string) {
  const found = isId(id)
    ? await tx.tapeRequest.findUnique({ where: { id }, select: { call: { select: CALL_OWNER_SELECT } } })
    : null;
  if (!found) throw new AppError("not-found", refusal("noSuchTapeRequest"));
  ownedCallOf(member, found.call, ONLY_TEAM);
  await tx.$queryRaw`SELECT 1 FROM "TapeRequest" WHERE "id" = ${id} FOR UPDATE`;
  return tx.tapeRequest.findUniqueOrThrow({ where: { id }, select: TAPE_REQUEST_COLUMNS });
}

const withdrawnAlready = () =>
  new AppError("conflict", refusal("tapeRequestWithdrawn"), { code: "tape_request_withdrawn" });

/** PATCH /api/tape-requests/{id}: a later deadline; the applicant is told. */
export async function extendTapeRequest(member: AuthUser, id: string, body: unknown): Promise<TapeRequestView> {
  const { dueAt } = parseOrThrow(extendSchema, body);
  const { row, notices } = await db().$transaction(async (tx) => {
    const locked = await lockTeamRequest(tx, member, id);
    if (locked.withdrawnAt) throw withdrawnAlready();
    if (dueAt <= locked.dueAt) throw invalidFields({ dueAt: formError("tapes.dueNotLater") });
    await rateLimits.beforeTapeRequestChange(locked.callId, [locked.applicationId]);
    const row = await tx.tapeRequest.update({ where: { id }, data: { dueAt }, select: TAPE_REQUEST_COLUMNS });
    return { row, notices: await tellApplicants(tx, [id], "extended") };
  });
  sendNotices(notices);
  return tapeRequestView(row);
}

/**
 * DELETE /api/tape-requests/{id}: the team no longer needs the tape; the applicant is told. A request already
 * answered stays, with its tape. Withdrawing twice changes nothing.
 */
export async function withdrawTapeRequest(member: AuthUser, id: string): Promise<TapeRequestView> {
  const { row, notices } = await db().$transaction(async (tx) => {
    const locked = await lockTeamRequest(tx, member, id);
    if (locked.withdrawnAt) return { row: locked, notices: [] };
    if (locked.submittedAt) {
      throw new AppError("conflict", refusal("tapeRequestAnswered"), { code: "tape_request_answered" });
    }
    await rateLimits.beforeTapeRequestChange(locked.callId, [locked.applicationId]);
    const row = await tx.tapeRequest.update({
      where: { id },
      data: { withdrawnAt: new Date() },
      select: TAPE_REQUEST_COLUMNS,
    });
    return { row, notices: await tellApplicants(tx, [id], "withdrawn") };
  });
  sendNotices(notices);
  return tapeRequestView(row);
}
