import "server-only";
import { db } from "../server/db.ts";

// What saved searches have alerted their members to is kept only while it can still matter: a call's row
// until the call can no longer match (closed, past its deadline, deleted), a member's row for the longest
// look-back of a digest (a week and the overlap: lib/alerts/digests.ts), and every row for the hour the
// instant alerts' limit counts.

const HOUR_MS = 3_600_000;
const KEEP_MEMBER_ROWS_MS = 8 * 24 * HOUR_MS;

/** Deletes the alert rows that can no longer matter; answers how many. Run by the hourly sweep. */
export function pruneAlerts(now = new Date()): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const memberRowsBefore = new Date(now.getTime() - KEEP_MEMBER_ROWS_MS);
  return db().$executeRaw`
    DELETE FROM "SavedSearchAlert" a USING "SavedSearch" s
    WHERE a."savedSearchId" = s."id" AND a."createdAt" < ${hourAgo}
      AND ((s."kind" = 'talent' AND a."createdAt" < ${memberRowsBefore})
        OR (s."kind" = 'calls' AND NOT EXISTS (
          SELECT 1 FROM "CastingCall" c WHERE c."id" = a."itemId" AND c."status" = 'OPEN' AND c."deadline" > ${now})))`;
}
