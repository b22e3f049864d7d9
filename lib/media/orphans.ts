import "server-only";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { SITEMAP_FOLDER } from "../storage/paths.ts";
import { storage } from "../storage/index.ts";

// Files no row references: what a save killed between storing its files and committing its rows leaves
// behind (a crash, a SIGKILL, a lost database), and half-written `.partial` files. A save stores its
// files shortly before its rows exist, so only files older than ORPHAN_GRACE_MINUTES (an hour) are
// taken. Runs at start and every hour (lib/background-work.ts).

/**
 * Every stored path a row names: media files and their variants, and the user table's picture columns.
 * One column of text straight from SQL: at 100,000 members that is about a million paths.
 */
async function referencedPaths(): Promise<Set<string>> {
  const rows = await db().$queryRaw<{ p: string }[]>`
    SELECT p FROM "Media", unnest(ARRAY["path", "cardPath", "galleryPath", "posterPath", "originalPath"]) AS p WHERE p IS NOT NULL
    UNION ALL
    SELECT p FROM "User", unnest(ARRAY["profilePic", "coverPic"]) AS p WHERE p IS NOT NULL`;
  return new Set(rows.map((row) => row.p));
}

/** Removes stored files no row references, and `.partial` leftovers, older than the grace period. */
export async function sweepOrphans(now = Date.now()): Promise<{ removed: string[] }> {
  const graceMs = config.orphanGraceMinutes * 60_000;
  const files = storage();
  const started = Date.now();
  const referenced = await referencedPaths();
  const removed: string[] = [];
  let checked = 0;
  for await (const entry of files.list("")) {
    checked++;
    if (entry.path.startsWith(SITEMAP_FOLDER)) continue;
    if (referenced.has(entry.path) && !entry.path.endsWith(".partial")) continue;
    const modified = await entry.modified();
    if (!modified || now - modified.getTime() < graceMs) continue;
    await files.remove(entry.path);
    removed.push(entry.path);
  }
  if (removed.length) console.log(`[media] removed ${removed.length} stored files that nothing refers to`);
  console.log(
    `[media] orphan sweep: ${checked} stored files checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { removed };
}
