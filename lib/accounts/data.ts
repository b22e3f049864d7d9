import "server-only";
import type { RequestMember } from "../auth/guard.ts";
import { db } from "../server/db.ts";
import { parseOrThrow } from "../errors.ts";
import { mediaUrl } from "../storage/urls.ts";
import { storage } from "../storage/index.ts";
import { readProfileRecord } from "../profiles/records.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { applicationsOf } from "../hiring/applications.ts";
import { deleteApplicationsOfAccount } from "../hiring/account-deletion.ts";
import { checkCurrentPassword } from "./current-password.ts";
import { deleteAccountSchema } from "./schemas.ts";
import { refreshSitemap } from "../seo/sitemap.ts";

// A member's own data: all of it as JSON (GET /api/user/export), and all of it gone (delete account).

/** Everything stored about a member, as they may take it elsewhere; no password hash, no token. */
export async function exportAccount(member: RequestMember) {
  const [account, profile, media, sessions, applications, notifications, organization] = await Promise.all([
    db().user.findUniqueOrThrow({
      where: { id: member.id },
      include: { guardian: { omit: { userId: true } } },
    }),
    readProfileRecord(member),
    db().media.findMany({
      where: { userId: member.id },
      orderBy: [{ kind: "asc" }, { position: "asc" }, { createdAt: "asc" }],
    }),
    db().session.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "desc" },
      select: { kind: true, ip: true, userAgent: true, createdAt: true, expiresAt: true, revokedAt: true },
    }),
    applicationsOf(member),
    db().notification.findMany({
      where: { userId: member.id },
      orderBy: { createdAt: "desc" },
      select: { title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    db().organization.findUnique({ where: { ownerId: member.id }, include: { calls: { include: { roles: true } } } }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, emailConfirmed: account.status },
    profile: profile?.record ?? null,
    media: media.map((m) => ({
      id: m.id,
      kind: m.kind,
      url: mediaUrl(m.path),
      path: m.path,
      mimeType: m.mimeType,
      size: m.size,
      width: m.width,
      height: m.height,
      variants: { card: m.cardPath, gallery: m.galleryPath },
      position: m.position,
      createdAt: m.createdAt,
    })),
    sessions,
    applications,
    notifications,
    organization,
  };
}

/**
 * POST /api/user/delete-account: with the current password, deletes the member's rows (profile, media,
 * sessions and links go with them) and then every stored file under their folder.
 */
export async function deleteAccount(member: RequestMember, body: unknown, ip: string): Promise<void> {
  const { currentPassword } = parseOrThrow(deleteAccountSchema, body);
  await checkCurrentPassword(member, currentPassword, ip);
  const media = await db().media.findMany({
    where: { userId: member.id },
    select: { path: true, cardPath: true, galleryPath: true },
  });
  await db().$transaction(async (tx) => {
    await deleteApplicationsOfAccount(tx, member.id);
    await tx.user.delete({ where: { id: member.id } });
  });
  refreshMemberPages(member);
  refreshSitemap();
  const files = storage();
  const paths = new Set(
    media.flatMap((m) => [m.path, m.cardPath, m.galleryPath]).filter((p): p is string => Boolean(p)),
  );
  for await (const stored of files.list(`u/${member.id}/`)) paths.add(stored.path);
  for (const stored of paths) {
    await files
      .remove(stored)
      .catch((error: Error) => console.error(`[accounts] could not delete ${stored}: ${error.message}`));
  }
}
