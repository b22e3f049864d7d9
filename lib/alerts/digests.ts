import "server-only";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { VISIBLE_MEMBER } from "../moderation/visibility.ts";
import { db } from "../server/db.ts";
import { digestAlert } from "./alert-content.ts";
import { recordAlerts, sendAlerts, type Alert } from "./channels.ts";
import { newCalls, newMembers } from "./matches.ts";
import type { AlertFrequency, SavedSearchKind } from "./options.ts";
import { lastDigestTime } from "./schedule.ts";

// The digests: at 08:00 India time every daily search (Mondays every weekly one) gets one alert of what it
// found since its last, and nothing when nothing is new; instant calls searches get what the hourly cap
// held back. A search's row is locked and its time checked again before it is sent, so that a digest goes
// out once however many instances run the job. Searches are taken DIGEST_BATCH at a time per frequency;
// when more are due, the job queues itself again, leaving the queue to other work in between.

export const ALERT_DIGESTS_JOB = "alert-digests";
const DIGEST_BATCH = 100;
/**
 * A digest looks this far back before the last one: a call whose transaction was still open when the last
 * digest read (its time stamped before, committed after) is caught by the next, and what was alerted
 * already is left out by its SavedSearchAlert row.
 */
const OVERLAP_MS = 10 * 60_000;
const DIGESTED: readonly Exclude<AlertFrequency, "off">[] = ["instant", "daily", "weekly"];

interface Row {
  id: string;
  userId: string;
  kind: SavedSearchKind;
  name: string;
  params: string;
  alertedAt: Date;
}

/** One search's digest, if it is still due: marks what it found as alerted and records the bell's notice. */
async function digestOne(id: string, frequency: string, due: Date, now: Date): Promise<Alert | undefined> {
  return db().$transaction(async (tx) => {
    const [search] = await tx.$queryRaw<Row[]>`
      SELECT "id", "userId", "kind"::text AS "kind", "name", "params", "alertedAt" FROM "SavedSearch"
      WHERE "id" = ${id} AND "frequency"::text = ${frequency} AND "alertedAt" < ${due} FOR UPDATE`;
    if (!search) return undefined; // sent meanwhile (another instance), or changed
    const since = new Date(search.alertedAt.getTime() - OVERLAP_MS);
    const found =
      search.kind === "calls" ? await newCalls(tx, search, since, now) : await newMembers(tx, search, since, now);
    await tx.savedSearch.update({ where: { id }, data: { alertedAt: now } });
    if (!found.ids.length) return undefined;
    await tx.savedSearchAlert.createMany({
      data: found.ids.map((itemId) => ({ savedSearchId: id, itemId, digest: true, createdAt: now })),
      skipDuplicates: true,
    });
    const alert = digestAlert(search, found.items, found.ids.length);
    await recordAlerts(tx, [alert]);
    return alert;
  });
}

/**
 * Sends the digests due at `now` (a batch of each frequency); answers how many went out and whether more
 * are due. Tests move `now` instead of waiting for 08:00.
 */
export async function sendDueDigests(now = new Date()): Promise<{ sent: number; more: boolean }> {
  let sent = 0;
  let more = false;
  for (const frequency of DIGESTED) {
    const due = lastDigestTime(frequency, now);
    const searches = await db().savedSearch.findMany({
      where: { frequency, alertedAt: { lt: due }, user: VISIBLE_MEMBER },
      orderBy: [{ alertedAt: "asc" }, { id: "asc" }],
      take: DIGEST_BATCH,
      select: { id: true },
    });
    if (searches.length === DIGEST_BATCH) more = true;
    for (const { id } of searches) {
      const alert = await digestOne(id, frequency, due, now);
      if (alert) {
        sendAlerts([alert]);
        sent++;
      }
    }
  }
  return { sent, more };
}

defineJob(ALERT_DIGESTS_JOB, async () => {
  const { sent, more } = await sendDueDigests();
  if (sent) console.log(`[alerts] ${sent} digest(s) sent`);
  if (more) enqueue(ALERT_DIGESTS_JOB, {});
});
