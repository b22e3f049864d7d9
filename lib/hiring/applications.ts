import "server-only";
import type { z } from "zod";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { AppError, validationError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { APPLICATION_RULES, commitMedia, prepareMedia, withUpload } from "../media/index.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { PUBLISHED_CALL } from "../members/visibility.ts";
import { isOpen, lockCall } from "./calls.ts";
import { applicationSchema } from "./schemas.ts";
import type { StatusName } from "./status-labels.ts";
import { formError } from "../i18n/form-errors.ts";
import { UPLOAD_LINKS } from "../uploads/purposes.ts";
import { withResumedUploads, type WithResumed } from "../uploads/take.ts";
import { APPLICATION_TAPE_COLUMNS, applicationTapesOf } from "./application-tapes.ts";
import type { OwnApplication } from "./views.ts";

// Talent applies to one role of an open call, for free: their profile goes with it, with answers to the
// call's questions, a note, and a self-tape when the call asks for one. They see where each application
// stands, and may withdraw one.

const callClosed = () => new AppError("conflict", refusal("callClosed"), { code: "call_closed" });
const alreadyApplied = () => new AppError("conflict", refusal("alreadyApplied"), { code: "already_applied" });

export const statusName = (status: string) => status.toLowerCase() as StatusName;

function invalid(field: string, message: string): never {
  throw new AppError("invalid", message, { errors: { [field]: message } });
}

/**
 * What is wrong with an application, every problem at once, so that the form can show them all: each field
 * with its message, and a sentence for each. One problem reads as it always has.
 */
class Problems {
  private readonly errors: Record<string, string> = {};
  private readonly sentences: string[] = [];

  add(field: string, message: string, sentence = message): void {
    if (this.errors[field] !== undefined) return;
    this.errors[field] = message;
    this.sentences.push(sentence);
  }

  addAll(error: AppError): void {
    for (const [field, message] of Object.entries(error.errors ?? {})) this.errors[field] ??= message;
    this.sentences.push(error.message);
  }

  throwIfAny(): void {
    if (!this.sentences.length) return;
    throw new AppError("invalid", this.sentences.join(" "), { errors: this.errors });
  }
}

/** What is missing from the answers: one per question of the call, each given (every blank one named). */
function checkAnswers(answers: string[], questions: string[], problems: Problems): void {
  if (answers.length !== questions.length) {
    problems.add("answers", formError("hiring.answerEach", { count: questions.length }));
    return;
  }
  answers.forEach((answer, i) => {
    if (!answer) problems.add(`answers.${i}`, formError("hiring.answerQuestion", { number: i + 1 }));
  });
}

/** A published call still taking applications, with its roles' ids; talent only. */
async function openCallFor(member: AuthUser, callId: string) {
  if (member.accountType !== "TALENT") {
    throw new AppError("forbidden", refusal("applicationNotForHirers"), { code: "not_talent" });
  }
  const call = isId(callId)
    ? await db().castingCall.findFirst({
        where: { id: callId, ...PUBLISHED_CALL },
        include: { roles: { select: { id: true } } },
      })
    : null;
  if (!call) throw new AppError("not-found", refusal("noSuchCall"));
  if (!isOpen(call)) throw callClosed();
  return call;
}
type OpenCall = Awaited<ReturnType<typeof openCallFor>>;
type ApplicationFields = z.infer<typeof applicationSchema>;

/** The application's fields, checked against the call and the applicant's profile: every problem at once. */
async function checkApplication(member: AuthUser, call: OpenCall, upload: WithResumed): Promise<ApplicationFields> {
  const problems = new Problems();
  const parsed = applicationSchema.safeParse(upload.fields);
  if (!parsed.success) problems.addAll(validationError(parsed.error));
  else {
    if (!call.roles.some((r) => r.id === parsed.data.roleId))
      problems.add("roleId", formError("hiring.chooseCallRole"));
    checkAnswers(parsed.data.answers, call.questions, problems);
    refuseMoneyRequests({
      note: { text: parsed.data.note, what: "note" },
      ...Object.fromEntries(parsed.data.answers.map((text, i) => [`answers.${i}`, { text, what: "answer" as const }])),
    });
  }
  if (call.requiresSelfTape && !upload.files.length) {
    problems.add("selfTape", formError("hiring.addSelfTape"), formError("hiring.selfTapeNeeded"));
  }
  const applicant = await db().user.findUniqueOrThrow({
    where: { id: member.id },
    select: {
      profilePic: true,
      awaitingGuardian: true,
      media: { where: { kind: "PORTFOLIO" }, select: { id: true }, take: 1 },
    },
  });
  if (applicant.awaitingGuardian)
    throw new AppError("forbidden", refusal("awaitingGuardian"), { code: "awaiting_guardian" });
  if (!applicant.profilePic) {
    problems.add("profilePic", formError("hiring.profilePictureFirst"), formError("hiring.profilePictureNeeded"));
  }
  if (call.requiresPortfolio && !applicant.media.length) {
    problems.add("portfolio", formError("hiring.portfolioFirst"), formError("hiring.portfolioNeeded"));
  }
  problems.throwIfAny();
  return parsed.data!;
}

/** Stores the tape and records the application, with the call locked and checked again. */
async function recordApplication(
  member: AuthUser,
  callId: string,
  fields: ApplicationFields,
  upload: WithResumed,
  request: Request,
): Promise<{ id: string }> {
  const key = { roleId_applicantId: { roleId: fields.roleId, applicantId: member.id } };
  if (await db().application.findUnique({ where: key, select: { id: true } })) throw alreadyApplied();
  const media = await prepareMedia(member.id, upload.files, request.signal);
  try {
    return await commitMedia(member.id, media, async (m) => {
      // Checked again with the call locked: a call closed, deleted or given new roles a moment ago takes
      // nothing more, and an edit or deletion waiting for the lock then counts this application.
      await lockCall(m.tx, callId);
      await upload.take(m.tx);
      const now = await m.tx.castingCall.findUniqueOrThrow({
        where: { id: callId },
        select: { status: true, deadline: true, roles: { where: { id: fields.roleId }, select: { id: true } } },
      });
      if (!isOpen(now)) throw callClosed();
      if (!now.roles.length) invalid("roleId", formError("hiring.chooseCallRole"));
      await m.append("SELF_TAPE", media);
      const tape = media.length
        ? await m.tx.media.findUniqueOrThrow({ where: { path: media[0].row.path }, select: { id: true } })
        : null;
      return m.tx.application.create({
        data: {
          callId,
          roleId: fields.roleId,
          applicantId: member.id,
          note: fields.note,
          answers: fields.answers,
          selfTapeId: tape?.id,
        },
        select: { id: true },
      });
    });
  } catch (error) {
    // Two submissions at once: the second finds the first's row.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyApplied();
    throw error;
  }
}

/**
 * POST /api/calls/{id}/applications (multipart `roleId`, `note`, `answers` as JSON, and `selfTape` or
 * `selfTapeUploadId`).
 */
export async function apply(member: AuthUser, callId: string, request: Request): Promise<{ id: string }> {
  const call = await openCallFor(member, callId);
  await rateLimits.beforeUpload(member.id);
  return withUpload(request, APPLICATION_RULES, (received) =>
    withResumedUploads(member.id, received, APPLICATION_RULES, UPLOAD_LINKS.application, async (upload) =>
      recordApplication(member, callId, await checkApplication(member, call, upload), upload, request),
    ),
  );
}

/** DELETE /api/applications/{id}: the applicant withdraws; the application and its tapes go. */
export async function withdraw(member: AuthUser, id: string): Promise<void> {
  const row = isId(id) ? await db().application.findUnique({ where: { id }, select: { applicantId: true } }) : null;
  if (!row) throw new AppError("not-found", refusal("noSuchApplication"));
  if (row.applicantId !== member.id) throw new AppError("forbidden", refusal("applicationWithdrawApplicantOnly"));
  await commitMedia(member.id, [], async (m) => {
    // Read under the member's lock (commitMedia's), so that a tape sent a moment ago is counted.
    const tapes = await m.tx.application.findUnique({
      where: { id },
      select: { selfTapeId: true, tapeRequest: { select: { tapeId: true } } },
    });
    if (!tapes) throw new AppError("not-found", refusal("noSuchApplication"));
    await m.tx.application.delete({ where: { id } });
    // The tape sent to a tape request goes with it too.
    const ids = [tapes.selfTapeId, tapes.tapeRequest?.tapeId].filter((t): t is string => Boolean(t));
    if (ids.length) await m.remove({ ids });
  });
}

/** GET /api/me/applications: the member's applications, newest first (`callId` narrows to one call). */
export async function applicationsOf(member: AuthUser, callId?: string | null): Promise<OwnApplication[]> {
  const rows = await db().application.findMany({
    where: { applicantId: member.id, ...(callId ? { callId } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      status: true,
      toldStatus: true,
      noticeDueAt: true,
      createdAt: true,
      statusChangedAt: true,
      note: true,
      answers: true,
      ...APPLICATION_TAPE_COLUMNS,
      call: {
        select: {
          id: true,
          title: true,
          projectTitle: true,
          status: true,
          deadline: true,
          organization: { select: { id: true, name: true, ownerId: true } },
        },
      },
    },
  });
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    // While the casting team may still undo a decision, the applicant sees what they were last told.
    status: statusName(row.noticeDueAt && row.toldStatus ? row.toldStatus : row.status),
    appliedAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    note: row.note,
    answers: row.answers,
    ...applicationTapesOf(row, now),
    call: {
      id: row.call.id,
      title: row.call.title,
      projectTitle: row.call.projectTitle,
      open: isOpen(row.call, now),
      deadline: row.call.deadline.toISOString(),
    },
    organization: row.call.organization,
  }));
}
