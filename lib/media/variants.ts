import "server-only";
import { db } from "../server/db.ts";
import { defineJob, enqueueMany } from "../jobs/queue.ts";
import { reindexMember } from "../search/reindex.ts";
import { makeVariants } from "./images.ts";
import { newStoredPath } from "../storage/paths.ts";
import { storage } from "../storage/index.ts";

// A saved picture's card (400 px square) and gallery (1200 px) WebP variants are made by a job, after the
// save has answered: the request only makes the picture it stores. Until they exist, pages show the
// stored picture in their place (lib/profiles/public.ts, the search row's card picture), and from their
// next render (at most a minute later) the variants. A job is queued once per picture and may run twice
// (a worker killed mid-way hands it on): each run writes files of its own, and the one that does not get
// to record them removes them again. The hourly run of queueMissingVariants catches a job that was lost.

const JOB = "picture-variants";
/** A picture still without variants after this long has lost its job. */
const LOST_AFTER_MS = 10 * 60_000;

async function readStored(path: string): Promise<Buffer | undefined> {
  const file = await storage().read(path);
  return file && Buffer.from(await new Response(file.body).arrayBuffer());
}

/** Makes and records one picture's variants. Says what happened (for the log and tests). */
export async function makeStoredVariants(mediaId: string): Promise<"made" | "not needed" | "superseded"> {
  const row = await db().media.findUnique({
    where: { id: mediaId },
    select: { userId: true, kind: true, path: true, mimeType: true, cardPath: true },
  });
  if (!row || row.cardPath || !row.mimeType.startsWith("image/")) return "not needed";
  const stored = await readStored(row.path);
  if (!stored) throw new Error(`the stored picture ${row.path} is missing`);
  const { card, gallery } = await makeVariants(stored, row.userId);
  const paths = {
    cardPath: newStoredPath(row.userId, card.ext, undefined, "-card"),
    galleryPath: newStoredPath(row.userId, gallery.ext, undefined, "-gallery"),
  };
  const files = storage();
  let recorded = false;
  try {
    await Promise.all([files.put(paths.cardPath, card.data), files.put(paths.galleryPath, gallery.data)]);
    // Under the member's lock, like every media write (lib/media/commit-media.ts): a save that replaces or
    // removes this picture either ran before (nothing to update) or runs after (and deletes these files).
    recorded = await db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${row.userId} FOR UPDATE`;
      const { count } = await tx.media.updateMany({
        where: { id: mediaId, path: row.path, cardPath: null },
        data: paths,
      });
      if (count && row.kind === "PROFILE_PIC") await reindexMember(tx, row.userId, { touched: false });
      return count > 0;
    });
  } finally {
    // Failed, or another run (or a save) got there first: the files written here are nobody's.
    if (!recorded) await Promise.allSettled([paths.cardPath, paths.galleryPath].map((p) => files.remove(p)));
  }
  return recorded ? "made" : "superseded";
}

defineJob(JOB, async ({ mediaId }: { mediaId: string }) => {
  const outcome = await makeStoredVariants(mediaId);
  if (outcome === "superseded") console.log(`[media] picture ${mediaId} changed before its variants were recorded`);
});

/**
 * Queues the variants of these pictures (each once, whoever asks); a `backlog` after every other job
 * (lib/jobs/queue.ts).
 */
export function queueVariants(mediaIds: readonly string[], options: { backlog?: boolean } = {}): void {
  enqueueMany(
    JOB,
    mediaIds.map((mediaId) => ({ data: { mediaId }, jobId: `variants-${mediaId}` })),
    options,
  );
}

/** Pictures read per query when looking for missing variants (a restored backlog may be 100,000). */
const SCAN_BATCH = 1000;

/**
 * Queues the variants of every picture that has waited for them longer than a job takes, reading their
 * ids a batch at a time. The jobs then run as a backlog, after every other job (lib/jobs/queue.ts), and
 * their pictures are made at the lowest CPU priority (lib/media/background-pictures.ts), so a large
 * backlog drains while requests and mail go first.
 */
export async function queueMissingVariants(now = Date.now()): Promise<number> {
  let queued = 0;
  for (let after: string | undefined; ;) {
    const rows = await db().media.findMany({
      where: {
        cardPath: null,
        mimeType: { startsWith: "image/" },
        createdAt: { lt: new Date(now - LOST_AFTER_MS) },
        ...(after ? { id: { gt: after } } : {}),
      },
      select: { id: true },
      orderBy: { id: "asc" },
      take: SCAN_BATCH,
    });
    queueVariants(
      rows.map((r) => r.id),
      { backlog: true },
    );
    queued += rows.length;
    if (rows.length < SCAN_BATCH) return queued;
    after = rows[rows.length - 1].id;
  }
}
