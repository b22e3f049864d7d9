import "server-only";
import { openCallsWhere } from "../hiring/open-calls.ts";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { db } from "../server/db.ts";
import { callAlert } from "./alert-content.ts";
import { recordAlerts, sendAlerts } from "./channels.ts";
import { INSTANT_ALERTS_PER_HOUR } from "./options.ts";
import { savedCallFilters } from "./params.ts";

// Instant alerts of casting calls: when a call is published, or an edit (or an admin) makes it public or
// changes what it is, every `instant` calls search it matches tells its member once, in the bell and by
// mail, through the job queue (once across instances, retried). A member hears of at most
// INSTANT_ALERTS_PER_HOUR calls an hour this way; the rest go out in the next daily digest (digests.ts).

export const CALL_ALERTS_JOB = "call-alerts";
const HOUR_MS = 3_600_000;

/** After a call is published or changed: its alerts go out from the job queue, within the minute. */
export function queueCallAlerts(callId: string): void {
  enqueue(CALL_ALERTS_JOB, { callId });
}

/**
 * Alerts the members whose instant calls searches match the call, each search once per call (a run again,
 * or two at once, send nothing more); answers how many were told. Nothing goes out for a call that is not
 * open and public, nor to a suspended member, nor to the call's own poster.
 */
export async function alertCallMatches(callId: string, now = new Date()): Promise<number> {
  const call = await db().castingCall.findUnique({
    where: { id: callId },
    select: {
      id: true,
      title: true,
      city: true,
      deadline: true,
      organization: { select: { name: true, ownerId: true } },
    },
  });
  if (!call) return 0;
  const searches = await db().savedSearch.findMany({
    where: {
      kind: "calls",
      frequency: "instant",
      user: VISIBLE_MEMBER,
      userId: { not: call.organization.ownerId },
      alerts: { none: { itemId: callId } },
    },
    select: { id: true, userId: true, name: true, params: true },
  });
  // One query for each distinct search, however many members saved it.
  const matching = new Set<string>();
  for (const params of new Set(searches.map((s) => s.params))) {
    const filters = savedCallFilters(params);
    if (!filters) continue;
    const found = await db().castingCall.count({ where: { AND: [openCallsWhere(filters, now), { id: callId }] } });
    if (found) matching.add(params);
  }
  let told = 0;
  for (const search of searches.filter((s) => matching.has(s.params))) {
    const alert = callAlert(search, call);
    const sent = await db().$transaction(async (tx) => {
      // The member's row orders their alerts, so that the hourly count holds with two instances at work.
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${search.userId} FOR NO KEY UPDATE`;
      const lastHour = await tx.savedSearchAlert.count({
        where: {
          savedSearch: { userId: search.userId, frequency: "instant" },
          digest: false,
          createdAt: { gt: new Date(now.getTime() - HOUR_MS) },
        },
      });
      if (lastHour >= INSTANT_ALERTS_PER_HOUR) return false;
      const { count } = await tx.savedSearchAlert.createMany({
        data: [{ savedSearchId: search.id, itemId: call.id, createdAt: now }],
        skipDuplicates: true,
      });
      if (!count) return false;
      await recordAlerts(tx, [alert]);
      return true;
    });
    if (sent) {
      told++;
      sendAlerts([alert]);
    }
  }
  return told;
}

defineJob(CALL_ALERTS_JOB, async ({ callId }: { callId: string }) => {
  const told = await alertCallMatches(callId);
  if (told) console.log(`[alerts] ${told} member(s) told of call ${callId}`);
});
