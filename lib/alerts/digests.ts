import "server-only";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { db } from "../server/db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { AlertItem } from "../notifications/mails.ts";
import { callItem, digestAlert, memberItem } from "./alert-content.ts";
import { recordAlerts, sendAlerts, type Alert } from "./channels.ts";
import { newCalls, newMembers } from "./matches.ts";
import { DIGEST_ITEMS, type AlertFrequency, type SavedSearchKind } from "./options.ts";
import { lastDigestTime } from "./schedule.ts";

// The digests: at 08:00 India time every daily search (Mondays every weekly one) gets one alert of what it
// found since its last, and nothing when nothing is new; instant calls searches get what the hourly cap
// held back. A search's row is locked and its time checked again before it is sent, so that a digest goes
// out once however many instances run the job (the rest of a run goes on when one fails, and the job is
// retried). Searches are taken DIGEST_BATCH at a time per frequency;
// when more are due, the job queues itself again, leaving the queue to other work in between.

export const ALERT_DIGESTS_JOB = "alert-digests";
const DIGEST_BATCH = 100;
const DAY_MS = 86_400_000;
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

/** How far back a digest may look at most: its own period (and the overlap), whatever the search's past. */
const PERIOD_MS: Record<(typeof DIGESTED)[number], number> = {
  instant: DAY_MS,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

/**
 * Where a digest starts: the last one (less the overlap), but never more than a period before it is due,
 * so that a member back from a suspension, or a search switched on after months off, is not sent months.
 */
function digestSince(frequency: (typeof DIGESTED)[number], alertedAt: Date, due: Date): Date {
  const floor = due.getTime() - PERIOD_MS[frequency] - OVERLAP_MS;
  return new Date(Math.max(alertedAt.getTime() - OVERLAP_MS, floor));
}

/**
 * The items a digest names, each with its words for the member's language (lib/alerts/alert-content.ts
 * callItem, memberItem): as found, when they carry them; else read again (at most DIGEST_ITEMS rows).
 */
async function itemsInWords(
  tx: Prisma.TransactionClient,
  kind: SavedSearchKind,
  found: { ids: string[]; items: AlertItem[] },
  since: Date,
): Promise<AlertItem[]> {
  if (found.items.every((item) => item.words)) return found.items;
  const ids = found.ids.slice(0, DIGEST_ITEMS);
  if (kind === "calls") {
    const calls = await tx.castingCall.findMany({
      where: { id: { in: ids } },
      select: { id: true, title: true, city: true, deadline: true, organization: { select: { name: true } } },
    });
    const byId = new Map(calls.map((c) => [c.id, c]));
    return ids.flatMap((id) => (byId.has(id) ? [callItem(byId.get(id)!)] : []));
  }
  const members = await tx.searchProfile.findMany({
    where: { userId: { in: ids } },
    select: { userId: true, name: true, subcategory: true, city: true, user: { select: { createdAt: true } } },
  });
  const byId = new Map(members.map((m) => [m.userId, m]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    return m
      ? [memberItem({ id, name: m.name, subcategory: m.subcategory, city: m.city, joined: m.user.createdAt > since })]
      : [];
  });
}

/** One search's digest, if it is still due: marks what it found as alerted and records the bell's notice. */
async function digestOne(
  id: string,
  frequency: (typeof DIGESTED)[number],
  due: Date,
  now: Date,
): Promise<Alert | undefined> {
  return db().$transaction(async (tx) => {
    // FOR NO KEY UPDATE: the rows inserted below (a notice of the member) only need the keys to stay.
    const [search] = await tx.$queryRaw<Row[]>`
      SELECT "id", "userId", "kind"::text AS "kind", "name", "params", "alertedAt" FROM "SavedSearch"
      WHERE "id" = ${id} AND "frequency"::text = ${frequency} AND "alertedAt" < ${due} FOR NO KEY UPDATE`;
    if (!search) return undefined; // sent meanwhile (another instance), or changed
    const since = digestSince(frequency, search.alertedAt, due);
    const found =
      search.kind === "calls" ? await newCalls(tx, search, since, now) : await newMembers(tx, search, since, now);
    await tx.savedSearch.update({ where: { id }, data: { alertedAt: now } });
    if (!found.ids.length) return undefined;
    // A member told of before is told again after a later change of their profile: their row is stamped anew.
    await tx.$executeRaw`
      INSERT INTO "SavedSearchAlert" ("savedSearchId", "itemId", "digest", "createdAt")
      SELECT ${id}, item, true, ${now} FROM unnest(${found.ids}::text[]) AS item
      ON CONFLICT ("savedSearchId", "itemId") DO UPDATE SET "createdAt" = EXCLUDED."createdAt", "digest" = true`;
    const alert = digestAlert(search, await itemsInWords(tx, search.kind, found, since), found.ids.length);
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
  let failed = 0;
  for (const frequency of DIGESTED) {
    const due = lastDigestTime(frequency, now);
    const searches = await db().savedSearch.findMany({
      where: { frequency, alertedAt: { lt: due }, user: VISIBLE_MEMBER },
      orderBy: [{ alertedAt: "asc" }, { id: "asc" }],
      take: DIGEST_BATCH,
      select: { id: true },
    });
    if (searches.length === DIGEST_BATCH) more = true;
    const alerts: Alert[] = [];
    for (const { id } of searches) {
      // One search failing (a lock timeout) leaves the others to go out; the job is tried again after.
      const alert = await digestOne(id, frequency, due, now).catch((error: unknown) => {
        failed++;
        console.error(`[alerts] the digest of saved search ${id} failed: ${(error as Error).message}`);
        return undefined;
      });
      if (alert) alerts.push(alert);
    }
    // Mailed together: one look-up of the members' addresses and choices for the batch.
    sendAlerts(alerts);
    sent += alerts.length;
  }
  if (failed) throw new DigestsFailed(failed, sent);
  return { sent, more };
}

class DigestsFailed extends Error {
  constructor(
    readonly failed: number,
    readonly sent: number,
  ) {
    super(`${failed} digest(s) failed (${sent} sent); they are tried again`);
  }
}

defineJob(ALERT_DIGESTS_JOB, async () => {
  const { sent, more } = await sendDueDigests();
  if (sent) console.log(`[alerts] ${sent} digest(s) sent`);
  if (more) enqueue(ALERT_DIGESTS_JOB, {});
});
