import "server-only";
import { queueCallAlerts } from "../alerts/call-alerts.ts";
import { requireUser, type RequestMember } from "../auth/guard.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { isId } from "../ids.ts";
import { lockCall } from "../hiring/calls.ts";
import { callHiddenNotice, callPublishedNotice } from "../hiring/notices.ts";
import { refreshHiringPages } from "../hiring/refresh-pages.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { profilePath } from "../profiles/paths.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshPage } from "../server/cache.ts";
import { recordAction, type Admin } from "./audit.ts";
import { adminCallSchema, adminReportSchema, adminUserSchema } from "./schemas.ts";
import { afterSuspension, setSuspended } from "./suspension.ts";

// What admins do: verify members and organisations (the `rate` star), suspend and restore members,
// act on reports, and review held calls. Every action is written to the audit log in the same transaction.

const ADMINS_ONLY = refusal("adminsOnly");

/** The signed-in admin of a request: 401 for a visitor, 403 for any other member. */
export async function requireAdmin(request: Request): Promise<RequestMember & Admin> {
  const member = await requireUser(request);
  if (!member.isAdmin) throw new AppError("forbidden", ADMINS_ONLY, { code: "admins_only" });
  return member;
}

export interface MemberStatus {
  id: string;
  verified: boolean;
  suspended: boolean;
}

/** PATCH /api/admin/users/{id}: `{ verified?, suspended?, reason }`. */
export async function setMemberStatus(admin: Admin, id: string, body: unknown): Promise<MemberStatus> {
  const change = parseOrThrow(adminUserSchema, body);
  const member = isId(id)
    ? await db().user.findUnique({ where: { id }, select: { id: true, rate: true, suspendedAt: true } })
    : null;
  if (!member) throw new AppError("not-found", refusal("noMemberWithId"));
  if (change.suspended && id === admin.id) throw new AppError("invalid", refusal("suspendYourself"));
  const target = { type: "member", id };
  const notices: Notice[] = [];
  await db().$transaction(async (tx) => {
    if (change.verified !== undefined && change.verified !== member.rate) {
      await tx.user.update({ where: { id }, data: { rate: change.verified } });
      await reindexMember(tx, id, { touched: false });
      await recordAction(tx, admin, change.verified ? "verify" : "unverify", target, change.reason);
    }
    if (change.suspended !== undefined && change.suspended !== Boolean(member.suspendedAt)) {
      notices.push(...(await setSuspended(tx, id, change.suspended, change.reason)));
      await recordAction(tx, admin, change.suspended ? "suspend" : "unsuspend", target, change.reason);
    }
  });
  sendNotices(notices);
  await afterSuspension(id);
  return { id, verified: change.verified ?? member.rate, suspended: change.suspended ?? Boolean(member.suspendedAt) };
}

/**
 * POST /api/admin/reports/{id}: dismiss the reports on its target, hide the target (a review is removed), or
 * suspend its member.
 */
export async function actOnReport(admin: Admin, id: string, body: unknown): Promise<{ resolved: number }> {
  const { action, reason } = parseOrThrow(adminReportSchema, body);
  const report = isId(id)
    ? await db().report.findUnique({ where: { id }, select: { targetType: true, targetId: true, targetUserId: true } })
    : null;
  if (!report) throw new AppError("not-found", refusal("noSuchReport"));
  if (action === "hide" && report.targetType === "PROFILE")
    throw new AppError("invalid", refusal("reportHideProfile"), {
      errors: { action: formError("reports.hideProfileSuspend") },
    });
  if (action === "suspend" && report.targetUserId === admin.id)
    throw new AppError("invalid", refusal("suspendYourself"));
  const { targetType, targetId, targetUserId } = report;
  const notices: Notice[] = [];
  // A reported review is removed (kept, marked, so that its author cannot write another); the page that showed it
  // is refreshed after.
  const review =
    action === "hide" && targetType === "REVIEW"
      ? await db().bookingReview.findUnique({ where: { id: targetId }, select: { subjectId: true, ofOwner: true } })
      : null;
  const resolved = await db().$transaction(async (tx) => {
    if (action === "hide" && targetType === "CALL") {
      notices.push(...(await hideCall(tx, targetId, reason)));
      await recordAction(tx, admin, "hide-call", { type: "call", id: targetId }, reason);
    } else if (action === "hide" && targetType === "REVIEW") {
      await tx.bookingReview.updateMany({ where: { id: targetId, removedAt: null }, data: { removedAt: new Date() } });
      await recordAction(tx, admin, "remove-review", { type: "review", id: targetId }, reason);
    } else if (action === "hide") {
      await tx.message.update({ where: { id: targetId }, data: { hiddenAt: new Date() } });
      await recordAction(tx, admin, "hide-message", { type: "message", id: targetId }, reason);
    } else if (action === "suspend") {
      const member = await tx.user.findUniqueOrThrow({ where: { id: targetUserId }, select: { suspendedAt: true } });
      if (!member.suspendedAt) notices.push(...(await setSuspended(tx, targetUserId, true, reason)));
      await recordAction(tx, admin, "suspend", { type: "member", id: targetUserId }, reason);
    } else {
      await recordAction(tx, admin, "dismiss", { type: targetType.toLowerCase(), id: targetId }, reason);
    }
    const { count } = await tx.report.updateMany({
      where: action === "suspend" ? { targetUserId, status: "OPEN" } : { targetType, targetId, status: "OPEN" },
      data: {
        status: action === "dismiss" ? "DISMISSED" : "ACTIONED",
        openKey: null,
        resolvedAt: new Date(),
        resolvedById: admin.id,
      },
    });
    return count;
  });
  sendNotices(notices);
  if (action === "suspend") await afterSuspension(targetUserId);
  if (action === "hide" && targetType === "CALL") await refreshCall(targetId);
  // The reviewed member's profile shows it: an owner's rentals, or a renter's record (lib/rentals/reviews.ts).
  if (review) refreshPage(profilePath(review.subjectId));
  return { resolved };
}

/**
 * Inside an admin's transaction: hides a call with the admin's reason, and tells its poster (the notice is
 * recorded here and returned for mailing). Locked first, so that an edit of the call waits or went before. A
 * call already hidden keeps the hiding in force (its reason, its time) and its poster is not told again.
 */
async function hideCall(tx: Prisma.TransactionClient, id: string, reason: string): Promise<Notice[]> {
  await lockCall(tx, id);
  const call = await tx.castingCall.findUniqueOrThrow({
    where: { id },
    select: { id: true, title: true, hiddenAt: true, organization: { select: { ownerId: true } } },
  });
  if (call.hiddenAt) return [];
  await tx.castingCall.update({ where: { id }, data: { hiddenAt: new Date(), hiddenReason: reason } });
  const notices = [callHiddenNotice(call.organization.ownerId, call, reason)];
  await recordNotices(tx, notices);
  return notices;
}

/** Inside an admin's transaction: publishes a held or hidden call and tells its poster; nothing for a public one. */
async function publishCall(tx: Prisma.TransactionClient, id: string): Promise<Notice[]> {
  await lockCall(tx, id);
  const call = await tx.castingCall.findUniqueOrThrow({
    where: { id },
    select: { id: true, title: true, heldAt: true, hiddenAt: true, organization: { select: { ownerId: true } } },
  });
  if (!call.heldAt && !call.hiddenAt) return [];
  await tx.castingCall.update({
    where: { id },
    data: { heldAt: null, heldReason: null, heldPhrase: null, hiddenAt: null, hiddenReason: null },
  });
  const notices = [callPublishedNotice(call.organization.ownerId, call)];
  await recordNotices(tx, notices);
  return notices;
}

/**
 * PATCH /api/admin/calls/{id}: publish a held (or hidden) call, or hide one with the reason its poster reads.
 * Either way the poster is told (in the bell and by mail).
 */
export async function reviewCall(admin: Admin, id: string, body: unknown): Promise<{ id: string; published: boolean }> {
  const { action, reason } = parseOrThrow(adminCallSchema, body);
  const call = isId(id) ? await db().castingCall.findUnique({ where: { id }, select: { organizationId: true } }) : null;
  if (!call) throw new AppError("not-found", refusal("noSuchCall"));
  const notices = await db().$transaction(async (tx) => {
    const notices = action === "publish" ? await publishCall(tx, id) : await hideCall(tx, id, reason);
    await recordAction(tx, admin, action === "publish" ? "publish-call" : "hide-call", { type: "call", id }, reason);
    if (action === "hide") {
      await tx.report.updateMany({
        where: { targetType: "CALL", targetId: id, status: "OPEN" },
        data: { status: "ACTIONED", openKey: null, resolvedAt: new Date(), resolvedById: admin.id },
      });
    }
    return notices;
  });
  sendNotices(notices);
  refreshHiringPages(call.organizationId, [id]);
  // Published at last: the saved searches it matches hear of it now.
  if (action === "publish") queueCallAlerts(id);
  return { id, published: action === "publish" };
}

async function refreshCall(id: string): Promise<void> {
  const call = await db().castingCall.findUnique({ where: { id }, select: { organizationId: true } });
  if (call) refreshHiringPages(call.organizationId, [id]);
}
