import "server-only";
import { AppError } from "../errors.ts";
import type { ResumableUpload, UploadPurpose } from "../generated/prisma/client.ts";
import { refusal } from "../i18n/refusals.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { UPLOAD_LIFETIME_MS } from "./purposes.ts";

// The rows that say whose each resumable upload is and what it is for; the bytes are the tus store's.

/** The uploads still held: started within UPLOAD_LIFETIME_MS (older ones are the sweep's, whatever their state). */
export const stillHeld = () => ({ createdAt: { gt: new Date(Date.now() - UPLOAD_LIFETIME_MS) } });

export interface NewUpload {
  id: string;
  purpose: UploadPurpose;
  filename: string;
  filetype: string;
  size: number;
}

/**
 * Records a new upload of the member's, unless they already hold UNFINISHED_UPLOADS_PER_MEMBER: uploads still
 * arriving, and finished ones no save has taken yet (each may be gigabytes on the server's disk for a day). The
 * count and the insert hold the member's row, so that two uploads started at once cannot both pass the limit.
 */
export async function recordUpload(memberId: string, upload: NewUpload): Promise<void> {
  const max = config.unfinishedUploadsPerMember;
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${memberId} FOR NO KEY UPDATE`;
    const unfinished = await tx.resumableUpload.count({
      where: { userId: memberId, ...stillHeld() },
    });
    if (unfinished >= max) {
      throw new AppError("conflict", refusal("tooManyUnfinishedUploads", { max }), { code: "limit_reached" });
    }
    await tx.resumableUpload.create({ data: { ...upload, size: BigInt(upload.size), userId: memberId } });
  });
}

/** The member's own upload; another member's is as missing as one that never was. */
export async function ownUpload(memberId: string, id: string): Promise<ResumableUpload> {
  const upload = await db().resumableUpload.findFirst({ where: { id, userId: memberId, ...stillHeld() } });
  if (!upload) throw new AppError("not-found", refusal("noSuchUpload"));
  return upload;
}

/** Marks an upload whose last byte arrived finished, with the type its bytes were found to be. */
export async function markFinished(id: string, mimeType: string): Promise<void> {
  await db().resumableUpload.updateMany({
    where: { id, state: "RECEIVING" },
    data: { state: "FINISHED", mimeType, finishedAt: new Date() },
  });
}

export async function forgetUpload(id: string): Promise<void> {
  await db().resumableUpload.deleteMany({ where: { id } });
}

/** The ids of uploads started before `before`, oldest first, a batch at a time. */
export async function expiredUploads(before: Date, take: number): Promise<string[]> {
  const rows = await db().resumableUpload.findMany({
    where: { createdAt: { lt: before } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take,
  });
  return rows.map((row) => row.id);
}

/** Which of these ids have a row (the sweep removes stored bytes that have none). */
export async function knownUploads(ids: readonly string[]): Promise<Set<string>> {
  const rows = await db().resumableUpload.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}
