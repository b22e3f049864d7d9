import "server-only";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { storage } from "./storage/index.ts";

// Files no row references: what a save killed between storing its files and committing its rows leaves
// behind (a crash, a SIGKILL, a lost database), and half-written `.partial` files. A save stores its
// files shortly before its rows exist, so only files older than ORPHAN_GRACE_MINUTES (an hour) are
// taken. Runs at start and every hour (instrumentation.ts).

const PAGE = 5_000;

/** Every stored path a row names: media files and their variants, and the user table's picture columns. */
async function referencedPaths(): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let cursor: string | undefined; ;) {
    const rows = await db().media.findMany({
      select: { id: true, path: true, cardPath: true, galleryPath: true },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
    });
    for (const row of rows) for (const p of [row.path, row.cardPath, row.galleryPath]) if (p) referenced.add(p);
    if (rows.length < PAGE) break;
    cursor = rows[rows.length - 1].id;
  }
  const pictures = await db().user.findMany({
    where: { OR: [{ profilePic: { not: null } }, { coverPic: { not: null } }] },
    select: { profilePic: true, coverPic: true },
  });
  for (const user of pictures) for (const p of [user.profilePic, user.coverPic]) if (p) referenced.add(p);
  return referenced;
}

/** Removes stored files no row references, and `.partial` leftovers, older than the grace period. */
export async function sweepOrphans(now = Date.now()): Promise<{ removed: string[] }> {
  const graceMs = config.orphanGraceMinutes * 60_000;
  const files = storage();
  const referenced = await referencedPaths();
  const removed: string[] = [];
  for await (const entry of files.list("")) {
    if (now - entry.modified.getTime() < graceMs) continue;
    if (referenced.has(entry.path) && !entry.path.endsWith(".partial")) continue;
    await files.remove(entry.path);
    removed.push(entry.path);
  }
  if (removed.length) console.log(`[media] removed ${removed.length} stored files that nothing refers to`);
  return { removed };
}

const HOUR_MS = 3_600_000;

/** Sweeps now (in the background) and then every hour, for as long as the process runs. */
export function scheduleOrphanSweeps(): void {
  const sweep = () =>
    sweepOrphans().catch((error: unknown) =>
      console.error("[media] the orphan sweep failed:", error instanceof Error ? error.message : error),
    );
  setTimeout(() => void sweep(), 0).unref();
  setInterval(() => void sweep(), HOUR_MS).unref();
}
