import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { REPORT_TARGETS, type ReportTargetName } from "./reasons.ts";
import { reportSchema } from "./schemas.ts";

// Members report a profile, a casting call, a message they received or a booking's review; the admins' queue
// (lib/moderation/queue.ts) shows them. One open report per reporter and target: reporting again
// while the first is open says so.

const ALREADY_REPORTED = refusal("alreadyReported");
const NO_TARGET: Record<ReportTargetName, Said> = {
  profile: refusal("noSuchProfile"),
  call: refusal("noSuchCall"),
  message: refusal("noSuchMessage"),
  review: refusal("noSuchReview"),
};

/** The member answerable for a target the reporter can see, or 404. */
async function answerableMember(reporter: AuthUser, type: ReportTargetName, id: string): Promise<string | undefined> {
  switch (type) {
    case "profile":
      return (await db().user.findUnique({ where: { id }, select: { id: true } }))?.id;
    case "call":
      return (
        await db().castingCall.findUnique({ where: { id }, select: { organization: { select: { ownerId: true } } } })
      )?.organization.ownerId;
    case "message": {
      // Only a message sent to the reporter: a message id alone shows nothing of anyone else's thread.
      const message = await db().message.findUnique({
        where: { id },
        select: { senderId: true, conversation: { select: { memberAId: true, memberBId: true } } },
      });
      const { memberAId, memberBId } = message?.conversation ?? {};
      const received = message && message.senderId !== reporter.id && [memberAId, memberBId].includes(reporter.id);
      return received ? message.senderId : undefined;
    }
    case "review":
      // Reviews are public (on the profile of the member reviewed), so any member may report one; its author answers.
      return (await db().bookingReview.findFirst({ where: { id, removedAt: null }, select: { authorId: true } }))
        ?.authorId;
  }
}

export interface FiledReport {
  id: string;
  targetType: ReportTargetName;
  targetId: string;
  reason: string;
  status: "open";
}

/** POST /api/reports. */
export async function fileReport(reporter: AuthUser, body: unknown): Promise<FiledReport> {
  const { targetType, targetId, reason, details } = parseOrThrow(reportSchema, body);
  const targetUserId = await answerableMember(reporter, targetType, targetId);
  if (!targetUserId) throw new AppError("not-found", NO_TARGET[targetType]);
  if (targetUserId === reporter.id) throw new AppError("invalid", refusal("reportYourself"));
  const type = REPORT_TARGETS[targetType];
  const openKey = `${reporter.id}:${type}:${targetId}`;
  if (await db().report.findUnique({ where: { openKey }, select: { id: true } }))
    throw new AppError("conflict", ALREADY_REPORTED, { code: "already_reported" });
  await rateLimits.beforeReport(reporter.id);
  try {
    const row = await db().report.create({
      data: { reporterId: reporter.id, targetType: type, targetId, targetUserId, reason, details, openKey },
      select: { id: true },
    });
    return { id: row.id, targetType, targetId, reason, status: "open" };
  } catch (error) {
    // Two reports at once: the second finds the first.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", ALREADY_REPORTED, { code: "already_reported" });
    throw error;
  }
}
