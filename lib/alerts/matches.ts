import "server-only";
import { todayInIndia } from "../dates.ts";
import { dayLabel } from "../i18n/date-labels.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { openCallsWhere } from "../hiring/open-calls.ts";
import { callPath } from "../hiring/paths.ts";
import type { AlertItem } from "../notifications/mails.ts";
import { profilePath } from "../profiles/paths.ts";
import { conditions } from "../search/conditions.ts";
import { SITE_NAME } from "../site.ts";
import { absolute } from "./channels.ts";
import { DIGEST_ITEMS } from "./options.ts";
import { savedCallFilters, savedTalentQuery } from "./params.ts";

// What a saved search found since its last digest and has not alerted its member to yet: open, public
// calls published or changed since (each call once), or listed members who joined or changed their
// profile since (again after each later change). Never
// the member's own calls or profile. At most DIGEST_SCAN are looked at (the digest counts them and names
// the first DIGEST_ITEMS).

const { sql } = Prisma;

export const DIGEST_SCAN = 500;
/** Calls looked at before those already alerted are left out (they are few: each search's own alerts). */
const CALL_CANDIDATES = 4 * DIGEST_SCAN;

interface Search {
  id: string;
  userId: string;
  params: string;
}

export interface Found {
  /** Every new match (at most DIGEST_SCAN), newest first: each is alerted once. */
  ids: string[];
  /** The first DIGEST_ITEMS of them, for the digest. */
  items: AlertItem[];
}

type Tx = Prisma.TransactionClient;

export async function newCalls(tx: Tx, search: Search, since: Date, now: Date): Promise<Found> {
  const filters = savedCallFilters(search.params);
  if (!filters) return { ids: [], items: [] };
  const candidates = await tx.castingCall.findMany({
    where: {
      AND: [
        openCallsWhere(filters, now),
        { updatedAt: { gt: since } },
        { organization: { ownerId: { not: search.userId } } },
      ],
    },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: CALL_CANDIDATES,
    select: { id: true },
  });
  const alerted = new Set(
    (
      await tx.savedSearchAlert.findMany({
        where: { savedSearchId: search.id, itemId: { in: candidates.map((c) => c.id) } },
        select: { itemId: true },
      })
    ).map((a) => a.itemId),
  );
  const ids = candidates
    .map((c) => c.id)
    .filter((id) => !alerted.has(id))
    .slice(0, DIGEST_SCAN);
  const shown = await tx.castingCall.findMany({
    where: { id: { in: ids.slice(0, DIGEST_ITEMS) } },
    select: { id: true, title: true, city: true, deadline: true, organization: { select: { name: true } } },
  });
  const byId = new Map(shown.map((c) => [c.id, c]));
  const items = ids.flatMap((id) => {
    const call = byId.get(id);
    if (!call) return [];
    const detail = `By ${call.organization.name}, in ${call.city}. Apply by ${dayLabel(call.deadline.toISOString())}.`;
    return [{ title: call.title, detail, url: absolute(callPath(call.id)) }];
  });
  return { ids, items };
}

export async function newMembers(tx: Tx, search: Search, since: Date, now: Date): Promise<Found> {
  const query = savedTalentQuery(search.params);
  if (!query) return { ids: [], items: [] };
  const rows = await tx.$queryRaw<
    { id: string; name: string; subcategory: string; city: string | null; joined: boolean }[]
  >`
    SELECT "userId" AS "id", "name", "subcategory", "city",
      (SELECT u."createdAt" FROM "User" u WHERE u."id" = "userId") > ${since} AS "joined"
    FROM "SearchProfile"
    WHERE ${Prisma.join([...conditions(query, todayInIndia(now)), sql`TRUE`], " AND ")}
      AND "profileUpdatedAt" > ${since} AND "userId" <> ${search.userId}
      AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = "userId" AND u."suspendedAt" IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM "SavedSearchAlert" a WHERE a."savedSearchId" = ${search.id} AND a."itemId" = "userId"
        AND a."createdAt" >= "profileUpdatedAt")
    ORDER BY "profileUpdatedAt" DESC, "userId" DESC
    LIMIT ${DIGEST_SCAN}`;
  return {
    ids: rows.map((r) => r.id),
    items: rows.slice(0, DIGEST_ITEMS).map((r) => ({
      title: r.name,
      detail: `${r.subcategory}${r.city ? ` in ${r.city}` : ""}: ${r.joined ? `new on ${SITE_NAME}` : "updated their profile"}.`,
      url: absolute(profilePath(r.id)),
    })),
  };
}
