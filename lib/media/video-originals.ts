import "server-only";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { storage } from "../storage/index.ts";

// A video's original (the file as the member sent it) is kept, private to its owner, for VIDEO_ORIGINAL_DAYS
// once its MP4 is ready (lib/media/video-processing.ts), then removed by the hourly run of this sweep. A video
// refused (no picture, unreadable, too long) is nothing but its original: the member was told why by bell and
// mail, and after the same days it goes, row and file.

const BATCH = 200;

/** Removes the originals kept past their time, and the refused videos; answers how many went. */
export async function sweepVideoOriginals(now = Date.now()): Promise<number> {
  const before = new Date(now - config.videoOriginalDays * 86_400_000);
  return (await removeOriginals(before)) + (await removeRefused(before));
}

async function removeOriginals(before: Date): Promise<number> {
  const files = storage();
  let removed = 0;
  for (;;) {
    const rows = await db().media.findMany({
      where: { originalPath: { not: null }, processedAt: { lt: before } },
      select: { id: true, originalPath: true },
      take: BATCH,
    });
    for (const row of rows) {
      // The row first: a file no row names is the orphan sweep's, a row naming no file would be a broken link.
      const { count } = await db().media.updateMany({
        where: { id: row.id, originalPath: row.originalPath },
        data: { originalPath: null },
      });
      if (count) await files.remove(row.originalPath!);
      removed += count;
    }
    if (rows.length < BATCH) return removed;
  }
}

/**
 * Refused videos told of before `before`, row and file. A requested tape that was refused leaves its request as if
 * nothing had been sent, so the team never sees "received" with nothing to play.
 */
async function removeRefused(before: Date): Promise<number> {
  const files = storage();
  let removed = 0;
  for (;;) {
    const rows = await db().media.findMany({
      where: { status: "FAILED", processedAt: { lt: before } },
      select: { id: true, path: true },
      take: BATCH,
    });
    for (const row of rows) {
      const count = await db().$transaction(async (tx) => {
        await tx.tapeRequest.updateMany({
          where: { tapeId: row.id },
          data: { tapeId: null, submittedAt: null, note: "" },
        });
        return (await tx.media.deleteMany({ where: { id: row.id, path: row.path, status: "FAILED" } })).count;
      });
      if (count) await files.remove(row.path);
      removed += count;
    }
    if (rows.length < BATCH) return removed;
  }
}
