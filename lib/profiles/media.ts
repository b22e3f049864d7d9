import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { isId, MAX_ID_LENGTH } from "../ids.ts";
import { commitMedia } from "../media/index.ts";
import { newStoredPath } from "../storage/paths.ts";
import { storage } from "../storage/index.ts";
import type { PendingMedia } from "../media/prepare-media.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshMemberPages } from "./refresh-pages.ts";

// A member's stored files one by one: delete any of them, put the gallery in order, and make a gallery
// photo the cover picture. Each is the owner's alone.

/** The member's media row, or 404 (unknown) / 403 (someone else's). */
async function ownMedia(member: AuthUser, id: string) {
  const row = isId(id) ? await db().media.findUnique({ where: { id } }) : null;
  if (!row) throw new AppError("not-found", refusal("noSuchFile"));
  if (row.userId !== member.id) throw new AppError("forbidden", refusal("mediaNotYours"));
  return row;
}

/** DELETE /api/media/{id}: removes one stored file (a photo, the video, the portfolio, a picture, a sample). */
export async function deleteMedia(member: AuthUser, id: string): Promise<{ kind: string }> {
  const row = await ownMedia(member, id);
  await commitMedia(member.id, [], async (m) => {
    await m.remove({ ids: [row.id] });
    if (row.kind === "IMAGE" || row.kind === "WORK_SAMPLE") {
      // Close the gap, so that positions stay 0..n-1.
      const rest = await m.tx.media.findMany({
        where: { userId: member.id, kind: row.kind },
        orderBy: { position: "asc" },
      });
      for (const [position, item] of rest.entries()) {
        if (item.position !== position) await m.tx.media.update({ where: { id: item.id }, data: { position } });
      }
    }
    await reindexMember(m.tx, member.id);
  });
  refreshMemberPages(member);
  return { kind: row.kind };
}

export const orderSchema = z.object({
  ids: z.array(z.string().max(MAX_ID_LENGTH), { message: "ids must be the list of your gallery photos' ids" }).max(100),
});

/** PUT /api/media/order { ids }: the gallery in this order; `ids` must be exactly the member's photos. */
export async function reorderGallery(member: AuthUser, body: unknown): Promise<string[]> {
  const { ids } = parseOrThrow(orderSchema, body);
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${member.id} FOR UPDATE`;
    const photos = await tx.media.findMany({ where: { userId: member.id, kind: "IMAGE" }, select: { id: true } });
    const mine = new Set(photos.map((p) => p.id));
    if (ids.length !== mine.size || new Set(ids).size !== ids.length || !ids.every((id) => mine.has(id))) {
      throw new AppError("invalid", refusal("mediaOrderIncomplete"), {
        errors: { ids: formError("media.photoIdsExpected", { count: mine.size }) },
      });
    }
    for (const [position, id] of ids.entries()) await tx.media.update({ where: { id }, data: { position } });
  });
  refreshMemberPages(member);
  return ids;
}

/**
 * POST /api/media/{id}/cover: a gallery photo (already re-encoded and watermarked) becomes the cover
 * picture too, as a copy of its files, so that either can later go without the other.
 */
export async function useAsCover(member: AuthUser, id: string): Promise<{ coverPic: string }> {
  const photo = await ownMedia(member, id);
  if (photo.kind !== "IMAGE") throw new AppError("invalid", refusal("mediaCoverGalleryOnly"));
  const files = storage();
  const base = randomUUID();
  const ext = (path: string) => path.split(".").pop() ?? "jpg";
  const copy = (from: string | null, suffix: string) =>
    from ? { from, to: newStoredPath(member.id, ext(from), base, suffix) } : null;
  const copies = [copy(photo.path, ""), copy(photo.cardPath, "-card"), copy(photo.galleryPath, "-gallery")];
  const pending: PendingMedia = {
    field: "coverPic",
    kind: "COVER_PIC",
    row: {
      path: copies[0]!.to,
      mimeType: photo.mimeType,
      size: photo.size,
      width: photo.width,
      height: photo.height,
      cardPath: copies[1]?.to ?? null,
      galleryPath: copies[2]?.to ?? null,
    },
    // Stored by commitMedia, which removes them again if anything after fails.
    writes: [],
  };
  const made = copies.filter((c) => c !== null);
  try {
    for (const c of made) await files.alias(c.from, c.to);
    await commitMedia(member.id, [pending], async (m) => {
      await m.attach(pending);
      await reindexMember(m.tx, member.id);
    });
  } catch (error) {
    await Promise.all(made.map((c) => files.remove(c.to).catch(() => undefined)));
    throw error;
  }
  refreshMemberPages(member);
  return { coverPic: pending.row.path };
}
