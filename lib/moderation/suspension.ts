import "server-only";
import { db } from "../server/db.ts";
import { refreshHiringPages } from "../hiring/refresh-pages.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { profilePath } from "../profiles/paths.ts";
import { refreshPage } from "../server/cache.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshSitemap } from "../seo/sitemap.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { withdrawInvitationsOfSuspended } from "../auditions/withdrawals.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { closeBookingsOfSuspended } from "../rentals/bookings.ts";

// A suspended member cannot sign in, every session and API token of theirs stops on its next request
// (lib/auth/sessions.ts refuses them too), and nothing of theirs is public: the profile and calls answer
// 404 and leave listings, search and the sitemap. What waited on them is closed: their waiting booking requests
// and quotes (the other side told), and the coming audition invitations they hold or their calls gave (the
// invitees told). Alerts skip them while they are suspended (lib/alerts). Lifting a suspension shows them again;
// what was closed stays closed.

/**
 * Suspends or restores a member inside `tx`, and returns the notices it recorded there; the caller mails them
 * and refreshes pages after the commit (afterSuspension).
 */
export async function setSuspended(
  tx: Prisma.TransactionClient,
  userId: string,
  suspended: boolean,
  reason: string,
): Promise<Notice[]> {
  await tx.user.update({
    where: { id: userId },
    data: suspended
      ? { suspendedAt: new Date(), suspendedReason: reason }
      : { suspendedAt: null, suspendedReason: null },
  });
  const notices: Notice[] = [];
  if (suspended) {
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    notices.push(...(await closeBookingsOfSuspended(tx, userId)));
    notices.push(...(await withdrawInvitationsOfSuspended(tx, userId)));
    await recordNotices(tx, notices);
  }
  await reindexMember(tx, userId, { touched: false });
  return notices;
}

/**
 * After the commit: the member's pages, the directory, their organisation's pages, the sitemap, and the
 * profiles of the members they reviewed (a suspended member's reviews are not shown).
 */
export async function afterSuspension(userId: string): Promise<void> {
  refreshMemberPages({ id: userId });
  refreshSitemap();
  const reviewed = await db().bookingReview.findMany({
    where: { authorId: userId },
    distinct: ["subjectId"],
    select: { subjectId: true },
  });
  for (const { subjectId } of reviewed) refreshPage(profilePath(subjectId));
  const org = await db().organization.findUnique({
    where: { ownerId: userId },
    select: { id: true, calls: { select: { id: true } } },
  });
  if (org)
    refreshHiringPages(
      org.id,
      org.calls.map((c) => c.id),
    );
}
