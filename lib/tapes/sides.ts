import "server-only";
import { db } from "../server/db.ts";
import { storage } from "../storage/index.ts";

// Sides are stored once for the requests sent together (lib/tapes/requests.ts). When none of those requests names
// them any more (asked again with other sides or none, or the applications or the call gone), they are removed
// by the hourly run of this sweep. A request made with sides names them from the transaction that stores them, so
// the hour's wait is only a margin.

const BATCH = 200;
const HOUR_MS = 3_600_000;

/** Removes the sides no tape request names; answers how many went. */
export async function sweepUnusedSides(now = Date.now()): Promise<number> {
  const unused = { kind: "SIDES", sidesOf: { none: {} }, createdAt: { lt: new Date(now - HOUR_MS) } } as const;
  const files = storage();
  let removed = 0;
  for (;;) {
    const rows = await db().media.findMany({ where: unused, select: { id: true, path: true }, take: BATCH });
    for (const row of rows) {
      // The row first: a file no row names is the orphan sweep's, a row naming no file would be a broken link.
      const { count } = await db().media.deleteMany({ where: { id: row.id, ...unused } });
      if (count) await files.remove(row.path);
      removed += count;
    }
    if (rows.length < BATCH) return removed;
  }
}
