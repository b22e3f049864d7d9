import "server-only";
import { findCategory, type ProfileKind } from "../catalog.ts";
import { db, type Db } from "../server/db.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { isListed, LISTED_MEMBER } from "../members/listed.ts";
import { profileTable, type ProfileTableName } from "../members/profile-tables.ts";
import { INDEX_VERSION, searchRowOf, type IndexedMedia, type SearchRow } from "./facts.ts";

// Keeps SearchProfile in step with members. Every write that changes what search or a card shows (a
// profile save, a picture, a stored file, availability, verification, sign-up) calls reindexMember inside
// its own transaction, so that the row and the change commit together. reindexOutdated back-fills rows
// that are missing or were written by older rules; start-up and `npm run db:migrate` run it.

type Client = Pick<Db, "user" | "media" | "searchProfile" | ProfileTableName>;

const MEMBER_SELECT = {
  id: true,
  accountType: true,
  name: true,
  category: true,
  subcategory: true,
  gender: true,
  profilePic: true,
  coverPic: true,
  rate: true,
  availability: true,
  busyUntil: true,
  createdAt: true,
  suspendedAt: true,
  awaitingGuardian: true,
} as const;

const MEDIA_KINDS = ["PROFILE_PIC", "IMAGE", "VIDEO", "PORTFOLIO"] as const;

type MediaRow = {
  userId: string;
  kind: string;
  path: string;
  cardPath: string | null;
  status: string;
  createdAt: Date;
};

function mediaSummary(rows: readonly MediaRow[]): IndexedMedia {
  const picture = rows.find((m) => m.kind === "PROFILE_PIC");
  return {
    // The stored picture until its card variant is made (lib/media/variants.ts).
    cardPic: picture ? (picture.cardPath ?? picture.path) : null,
    photos: rows.filter((m) => m.kind === "IMAGE").length,
    // A video counts once it plays (lib/media/video-processing.ts reindexes the member then).
    hasVideo: rows.some((m) => m.kind === "VIDEO" && m.status === "READY"),
    hasPortfolio: rows.some((m) => m.kind === "PORTFOLIO"),
  };
}

/** When a member last changed their profile, as far as what is stored tells (for rows made afresh). */
function lastChange(createdAt: Date, profile: Record<string, unknown> | null, media: readonly MediaRow[]): Date {
  const times = [createdAt, profile?.updatedAt, ...media.map((m) => m.createdAt)].filter(
    (t): t is Date => t instanceof Date,
  );
  return new Date(Math.max(...times.map((t) => t.getTime())));
}

/**
 * Writes a member's search row afresh. `touched`: the member changed their own profile now (it moves
 * them up "recently updated"); otherwise the row keeps its date. Hirers have no row.
 */
export async function reindexMember(client: Client, userId: string, options: { touched?: boolean } = {}) {
  const member = await client.user.findUnique({ where: { id: userId }, select: MEMBER_SELECT });
  // Hirers have no row, and a suspended member's (or a minor's awaiting their guardian) leaves listings,
  // search and the sitemap.
  if (!member || member.accountType !== "TALENT" || member.suspendedAt || member.awaitingGuardian) {
    await client.searchProfile.deleteMany({ where: { userId } });
    return;
  }
  const kind = findCategory(member.category)?.kind;
  const [profile, media, existing] = await Promise.all([
    kind ? profileTable(client, kind).findUnique({ where: { userId } }) : null,
    client.media.findMany({
      where: { userId, kind: { in: [...MEDIA_KINDS] } },
      select: { userId: true, kind: true, path: true, cardPath: true, status: true, createdAt: true },
    }),
    client.searchProfile.findUnique({ where: { userId }, select: { profileUpdatedAt: true } }),
  ]);
  // A profile with neither a picture nor saved details is not public yet (lib/members/listed.ts).
  if (!isListed(member, profile)) {
    await client.searchProfile.deleteMany({ where: { userId } });
    return;
  }
  const updatedAt =
    options.touched !== false
      ? new Date()
      : (existing?.profileUpdatedAt ?? lastChange(member.createdAt, profile, media));
  const row = searchRowOf(member, profile, mediaSummary(media), updatedAt);
  const { userId: _id, ...fields } = row;
  await client.searchProfile.upsert({ where: { userId }, create: row, update: fields });
}

const BATCH = 500;

/** The rows of a batch of members, read with one query per table. */
async function rowsFor(client: Client, ids: string[]): Promise<SearchRow[]> {
  const [members, media, existing] = await Promise.all([
    client.user.findMany({
      where: { id: { in: ids }, accountType: "TALENT", ...VISIBLE_MEMBER },
      select: MEMBER_SELECT,
    }),
    client.media.findMany({
      where: { userId: { in: ids }, kind: { in: [...MEDIA_KINDS] } },
      select: { userId: true, kind: true, path: true, cardPath: true, status: true, createdAt: true },
    }),
    client.searchProfile.findMany({ where: { userId: { in: ids } }, select: { userId: true, profileUpdatedAt: true } }),
  ]);
  const profiles = new Map<string, Record<string, unknown>>();
  const kinds = new Set(members.map((m) => findCategory(m.category)?.kind).filter((k): k is ProfileKind => !!k));
  for (const kind of kinds) {
    for (const row of await profileTable(client, kind).findMany({ where: { userId: { in: ids } } }))
      profiles.set(row.userId as string, row);
  }
  const kept = new Map(existing.map((e) => [e.userId, e.profileUpdatedAt]));
  return members.flatMap((member) => {
    const own = media.filter((m) => m.userId === member.id);
    const profile = profiles.get(member.id) ?? null;
    if (!isListed(member, profile)) return [];
    const updatedAt = kept.get(member.id) ?? lastChange(member.createdAt, profile, own);
    return [searchRowOf(member, profile, mediaSummary(own), updatedAt)];
  });
}

/**
 * Writes the rows of talent members who have none, or one from older rules; returns how many. Run at
 * start-up after the migrations: a no-op (one query) when everything is current.
 */
export async function reindexOutdated(client: Db = db(), log: (line: string) => void = () => {}): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await client.user.findMany({
      where: {
        accountType: "TALENT",
        ...VISIBLE_MEMBER,
        AND: [
          LISTED_MEMBER,
          { OR: [{ searchProfile: null }, { searchProfile: { indexVersion: { lt: INDEX_VERSION } } }] },
        ],
      },
      select: { id: true },
      take: BATCH,
    });
    if (!pending.length) break;
    const ids = pending.map((p) => p.id);
    // Locked, then read: a member's own change (reindexMember, under the same lock) is never overwritten by
    // rows read before it, and rows another instance made current meanwhile are left alone.
    done += await client.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
        const current = await tx.searchProfile.findMany({
          where: { userId: { in: ids }, indexVersion: INDEX_VERSION },
          select: { userId: true },
        });
        const stale = ids.filter((id) => !current.some((c) => c.userId === id));
        const rows = await rowsFor(tx, stale);
        await tx.searchProfile.deleteMany({ where: { userId: { in: stale } } });
        await tx.searchProfile.createMany({ data: rows });
        return rows.length;
      },
      { timeout: 120_000 },
    );
    if (done % 5000 < BATCH) log(`Search index: ${done} members indexed`);
  }
  return done;
}
