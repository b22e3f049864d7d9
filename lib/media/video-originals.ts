import "server-only";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { storage } from "../storage/index.ts";

// A video's original (the file as the member sent it) is kept, private to its owner, for VIDEO_ORIGINAL_DAYS
// once its MP4 is ready (lib/media/video-processing.ts), then removed by the hourly run of this sweep.

const BATCH = 200;

/** Removes the originals kept past their time; answers how many went. */
export async function sweepVideoOriginals(now = Date.now()): Promise<number> {
  const before = new Date(now - config.videoOriginalDays * 86_400_000);
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
