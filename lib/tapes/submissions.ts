import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { commitMedia, prepareMedia, TAPE_RULES } from "../media/index.ts";
import { sendNotices, type Notice } from "../notifications/notices.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { db } from "../server/db.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { UPLOAD_LINKS } from "../uploads/purposes.ts";
import { withFinishedUpload } from "../uploads/take.ts";
import { tellTeam } from "./notices.ts";
import { TAPE_REQUEST_COLUMNS, tapeRequestView } from "./present.ts";
import type { OwnTapeRequest, TapeRequestView } from "./views.ts";
import { tapeSchema } from "./rules.ts";

// The applicant's side of tape requests: what they are asked for, and the tape they send (a finished resumable
// upload) until the deadline. Sending again before the deadline replaces the tape. A minor's account is held by
// their parent or guardian, who reads the notices' mail and sends the tape.

const OWN_COLUMNS = {
  ...TAPE_REQUEST_COLUMNS,
  call: { select: { id: true, title: true, projectTitle: true, organization: { select: { name: true } } } },
  application: { select: { role: { select: { name: true } } } },
} as const;

/** GET /api/me/tape-requests: the member's tape requests, the earliest deadline first. */
export async function tapeRequestsOf(member: AuthUser): Promise<OwnTapeRequest[]> {
  const rows = await db().tapeRequest.findMany({
    where: { application: { applicantId: member.id } },
    orderBy: [{ dueAt: "asc" }, { id: "asc" }],
    select: OWN_COLUMNS,
  });
  const now = new Date();
  return rows.map(({ call, application, ...row }) => ({
    ...tapeRequestView(row, now),
    call: { id: call.id, title: call.title, projectTitle: call.projectTitle },
    organization: call.organization,
    role: application.role,
  }));
}

const closed = () => new AppError("conflict", refusal("tapeRequestClosed"), { code: "tape_request_closed" });

type Open = { dueAt: Date; withdrawnAt: Date | null };
const isClosed = (request: Open, now = new Date()) => Boolean(request.withdrawnAt) || request.dueAt < now;

/** The request, provided it asks the member: 404 when there is none, 403 for anyone else. */
async function ownRequest(member: AuthUser, id: string) {
  const found = isId(id)
    ? await db().tapeRequest.findUnique({
        where: { id },
        select: { dueAt: true, withdrawnAt: true, application: { select: { applicantId: true } } },
      })
    : null;
  if (!found) throw new AppError("not-found", refusal("noSuchTapeRequest"));
  if (found.application.applicantId !== member.id) {
    throw new AppError("forbidden", refusal("tapeRequestApplicantOnly"));
  }
  return found;
}

/**
 * POST /api/tape-requests/{id}/tape: `{ uploadId, note }`, a finished resumable upload (purpose `tape`) of the
 * applicant's. 409 tape_request_closed after the deadline or once withdrawn, checked again with the request locked.
 */
export async function sendTape(member: AuthUser, id: string, body: unknown): Promise<TapeRequestView> {
  const request = await ownRequest(member, id);
  const input = parseOrThrow(tapeSchema, body);
  refuseMoneyRequests({ note: { text: input.note, what: "note" } });
  if (isClosed(request)) throw closed();
  await rateLimits.beforeUpload(member.id);
  let notices: Notice[] = [];
  await withFinishedUpload(member.id, input.uploadId, TAPE_RULES, UPLOAD_LINKS.tape, async (upload) => {
    const media = await prepareMedia(member.id, upload.files);
    await commitMedia(member.id, media, async (m) => {
      await m.tx.$queryRaw`SELECT 1 FROM "TapeRequest" WHERE "id" = ${id} FOR UPDATE`;
      const now = await m.tx.tapeRequest.findUnique({
        where: { id },
        select: { dueAt: true, withdrawnAt: true, tapeId: true },
      });
      // Gone with its application, withdrawn by the applicant a moment ago.
      if (!now) throw new AppError("not-found", refusal("noSuchTapeRequest"));
      if (isClosed(now)) throw closed();
      await upload.take(m.tx);
      await m.append("SELF_TAPE", media);
      const tape = await m.tx.media.findUniqueOrThrow({ where: { path: media[0].row.path }, select: { id: true } });
      if (now.tapeId) await m.remove({ ids: [now.tapeId] });
      await m.tx.tapeRequest.update({
        where: { id },
        data: { tapeId: tape.id, note: input.note, submittedAt: new Date() },
      });
      notices = await tellTeam(m.tx, id);
    });
  });
  sendNotices(notices);
  const row = await db().tapeRequest.findUniqueOrThrow({ where: { id }, select: TAPE_REQUEST_COLUMNS });
  return tapeRequestView(row);
}
