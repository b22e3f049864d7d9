import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { db, type Db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { isId } from "../ids.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { resultsFor } from "../search/engine.ts";
import type { ShortlistSummary, ShortlistView } from "./views.ts";
import { addItemSchema, noteSchema, orderSchema, shortlistSchema, SHORTLIST_LIMITS } from "./schemas.ts";

// A member's shortlists: named lists of profiles with a private note each, in the owner's order. Only the
// owner reads or changes one (403 for anyone else, 404 for an id that does not exist); a look book
// (lib/shortlists/look-books.ts) shows one to people without an account, notes left out.

/** The shortlist, if it is the member's: 404 when there is none, 403 when it is someone else's. */
export async function ownShortlist(owner: AuthUser, id: string, client: Pick<Db, "shortlist"> = db()) {
  const shortlist = isId(id) ? await client.shortlist.findUnique({ where: { id } }) : null;
  if (!shortlist) throw new AppError("not-found", refusal("noSuchShortlist"));
  if (shortlist.ownerId !== owner.id) throw new AppError("forbidden", refusal("shortlistNotYours"));
  return shortlist;
}

/**
 * Runs `write` on the member's shortlist with its row locked, so that concurrent changes queue up. A
 * shortlist or member deleted meanwhile is a 404, not a broken foreign key.
 */
export async function withLockedShortlist<T>(
  owner: AuthUser,
  id: string,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  try {
    return await db().$transaction(async (tx) => {
      await ownShortlist(owner, id, tx);
      await tx.$queryRaw`SELECT 1 FROM "Shortlist" WHERE "id" = ${id} FOR UPDATE`;
      const result = await write(tx);
      await tx.shortlist.update({ where: { id }, data: { updatedAt: new Date() } });
      return result;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && ["P2003", "P2025"].includes(error.code)) {
      throw new AppError("not-found", refusal("shortlistOrMemberGone"));
    }
    throw error;
  }
}

export async function listShortlists(owner: AuthUser, memberId?: string): Promise<ShortlistSummary[]> {
  const lists = await db().shortlist.findMany({
    where: { ownerId: owner.id },
    orderBy: { updatedAt: "desc" },
    select: {
      id: true,
      name: true,
      updatedAt: true,
      _count: { select: { items: true } },
      ...(memberId ? { items: { where: { memberId }, select: { memberId: true } } } : {}),
    },
  });
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    count: list._count.items,
    updatedAt: list.updatedAt.toISOString(),
    ...(memberId ? { contains: (list as { items?: unknown[] }).items!.length > 0 } : {}),
  }));
}

/** A shortlist's name, which its look books show as their title to whoever holds the link. */
function shortlistName(body: unknown): string {
  const { name } = parseOrThrow(shortlistSchema, body);
  refuseMoneyRequests({ name: { text: name, what: "shortlistName" } });
  return name;
}

export async function createShortlist(owner: AuthUser, body: unknown): Promise<ShortlistSummary> {
  const name = shortlistName(body);
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${owner.id} FOR UPDATE`;
    if ((await tx.shortlist.count({ where: { ownerId: owner.id } })) >= SHORTLIST_LIMITS.shortlists) {
      throw new AppError("conflict", refusal("shortlistsMax", { max: SHORTLIST_LIMITS.shortlists }), {
        code: "limit_reached",
      });
    }
    const list = await tx.shortlist.create({ data: { ownerId: owner.id, name } });
    return { id: list.id, name: list.name, count: 0, updatedAt: list.updatedAt.toISOString() };
  });
}

export async function readShortlist(owner: AuthUser, id: string): Promise<ShortlistView> {
  const list = await ownShortlist(owner, id);
  const [items, lookBooks] = await Promise.all([
    db().shortlistItem.findMany({ where: { shortlistId: id }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] }),
    db().lookBook.findMany({ where: { shortlistId: id }, orderBy: { createdAt: "desc" } }),
  ]);
  const cards = new Map((await resultsFor(items.map((i) => i.memberId))).map((card) => [card.id, card]));
  const now = Date.now();
  return {
    id: list.id,
    name: list.name,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    items: items.flatMap((item) => {
      const member = cards.get(item.memberId);
      return member
        ? [{ member, note: item.note, position: item.position, addedAt: item.createdAt.toISOString() }]
        : [];
    }),
    lookBooks: lookBooks.map((book) => ({
      id: book.id,
      createdAt: book.createdAt.toISOString(),
      expiresAt: book.expiresAt.toISOString(),
      revokedAt: book.revokedAt?.toISOString() ?? null,
      active: !book.revokedAt && book.expiresAt.getTime() > now,
    })),
  };
}

export async function renameShortlist(owner: AuthUser, id: string, body: unknown): Promise<void> {
  const name = shortlistName(body);
  await ownShortlist(owner, id);
  await db().shortlist.update({ where: { id }, data: { name } });
}

export async function deleteShortlist(owner: AuthUser, id: string): Promise<void> {
  await ownShortlist(owner, id);
  await db().shortlist.delete({ where: { id } });
}

/** Adds a talent member to the list (at the end). Adding one already there changes nothing but the note. */
export async function addToShortlist(
  owner: AuthUser,
  id: string,
  body: unknown,
): Promise<{ added: boolean; count: number }> {
  const { memberId, note } = parseOrThrow(addItemSchema, body);
  return withLockedShortlist(owner, id, async (tx) => {
    const member = isId(memberId)
      ? await tx.searchProfile.findUnique({ where: { userId: memberId }, select: { userId: true } })
      : null;
    if (!member)
      throw new AppError("not-found", refusal("noMemberWithId"), {
        errors: { memberId: formError("generic.unknownMember") },
      });
    const existing = await tx.shortlistItem.findUnique({
      where: { shortlistId_memberId: { shortlistId: id, memberId } },
    });
    if (existing) {
      if (note !== undefined)
        await tx.shortlistItem.update({
          where: { shortlistId_memberId: { shortlistId: id, memberId } },
          data: { note },
        });
      return { added: false, count: await tx.shortlistItem.count({ where: { shortlistId: id } }) };
    }
    const count = await tx.shortlistItem.count({ where: { shortlistId: id } });
    if (count >= SHORTLIST_LIMITS.items) {
      throw new AppError("conflict", refusal("shortlistFull", { max: SHORTLIST_LIMITS.items }), {
        code: "limit_reached",
      });
    }
    const last = await tx.shortlistItem.aggregate({ where: { shortlistId: id }, _max: { position: true } });
    await tx.shortlistItem.create({
      data: { shortlistId: id, memberId, note: note ?? "", position: (last._max.position ?? -1) + 1 },
    });
    return { added: true, count: count + 1 };
  });
}

async function ownItem(tx: Prisma.TransactionClient, id: string, memberId: string) {
  const item = isId(memberId)
    ? await tx.shortlistItem.findUnique({ where: { shortlistId_memberId: { shortlistId: id, memberId } } })
    : null;
  if (!item) throw new AppError("not-found", refusal("shortlistMemberMissing"));
  return item;
}

export async function updateNote(owner: AuthUser, id: string, memberId: string, body: unknown): Promise<string> {
  const { note } = parseOrThrow(noteSchema, body);
  return withLockedShortlist(owner, id, async (tx) => {
    await ownItem(tx, id, memberId);
    await tx.shortlistItem.update({ where: { shortlistId_memberId: { shortlistId: id, memberId } }, data: { note } });
    return note;
  });
}

export async function removeFromShortlist(owner: AuthUser, id: string, memberId: string): Promise<void> {
  await withLockedShortlist(owner, id, async (tx) => {
    await ownItem(tx, id, memberId);
    await tx.shortlistItem.delete({ where: { shortlistId_memberId: { shortlistId: id, memberId } } });
  });
}

/** PUT …/order { memberIds }: the list in this order; the ids must be exactly the list's members. */
export async function reorderShortlist(owner: AuthUser, id: string, body: unknown): Promise<string[]> {
  const { memberIds } = parseOrThrow(orderSchema, body);
  return withLockedShortlist(owner, id, async (tx) => {
    const items = await tx.shortlistItem.findMany({ where: { shortlistId: id }, select: { memberId: true } });
    const onList = new Set(items.map((i) => i.memberId));
    if (
      memberIds.length !== onList.size ||
      new Set(memberIds).size !== memberIds.length ||
      !memberIds.every((m) => onList.has(m))
    ) {
      throw new AppError("invalid", refusal("shortlistOrderIncomplete"), {
        errors: { memberIds: formError("shortlists.memberIdsExpected", { count: onList.size }) },
      });
    }
    for (const [position, memberId] of memberIds.entries()) {
      await tx.shortlistItem.update({
        where: { shortlistId_memberId: { shortlistId: id, memberId } },
        data: { position },
      });
    }
    return memberIds;
  });
}
