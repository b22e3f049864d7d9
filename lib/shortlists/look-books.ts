import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { looksLikeSecretToken, newSecretToken, secretTokenHash } from "../server/secret-tokens.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { resultsFor } from "../search/engine.ts";
import type { SearchResult } from "../search/views.ts";
import { lookBookPath } from "./paths.ts";
import { lookBookSchema, SHORTLIST_LIMITS } from "./schemas.ts";
import { ownShortlist, withLockedShortlist } from "./shortlists.ts";

// A look book: a read-only link to a shortlist, for a director or producer without an account. It works
// until it expires (after the days its owner chose) or is revoked; then it answers 410. The private notes
// never show. Only a hash of the token is stored, as for account links.

const DAY_MS = 86_400_000;

export async function shareShortlist(
  owner: AuthUser,
  shortlistId: string,
  body: unknown,
): Promise<{ id: string; path: string; expiresAt: string }> {
  const { days } = parseOrThrow(lookBookSchema, body);
  const token = newSecretToken();
  // Counted and written under the shortlist's lock: simultaneous requests cannot pass the limit together.
  const book = await withLockedShortlist(owner, shortlistId, async (tx) => {
    const active = await tx.lookBook.count({
      where: { shortlistId, revokedAt: null, expiresAt: { gt: new Date() } },
    });
    if (active >= SHORTLIST_LIMITS.activeLookBooks) {
      throw new AppError("conflict", refusal("lookBooksMax", { max: SHORTLIST_LIMITS.activeLookBooks }), {
        code: "limit_reached",
      });
    }
    return tx.lookBook.create({
      data: { shortlistId, tokenHash: secretTokenHash(token), expiresAt: new Date(Date.now() + days * DAY_MS) },
    });
  });
  return { id: book.id, path: lookBookPath(token), expiresAt: book.expiresAt.toISOString() };
}

export async function revokeLookBook(owner: AuthUser, shortlistId: string, lookBookId: string): Promise<void> {
  await ownShortlist(owner, shortlistId);
  const { count } = await db().lookBook.updateMany({
    where: { id: lookBookId, shortlistId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (!count) {
    const exists = await db().lookBook.count({ where: { id: lookBookId, shortlistId } });
    if (!exists) throw new AppError("not-found", refusal("lookBookLinkNotFound"));
  }
}

export type LookBookState = "open" | "gone" | "unknown";

async function findBook(token: string) {
  return looksLikeSecretToken(token)
    ? db().lookBook.findUnique({
        where: { tokenHash: secretTokenHash(token) },
        include: { shortlist: { select: { owner: { select: { suspendedAt: true } } } } },
      })
    : null;
}

type FoundBook = Awaited<ReturnType<typeof findBook>>;

/** A suspended member's links stop working with the rest of what they own. */
const stateOf = (book: FoundBook): LookBookState =>
  !book
    ? "unknown"
    : book.revokedAt || book.expiresAt.getTime() <= Date.now() || book.shortlist.owner.suspendedAt
      ? "gone"
      : "open";

/** Whether a look-book link works, for the request pipeline that answers 410 for the dead ones. */
export async function lookBookState(token: string): Promise<LookBookState> {
  return stateOf(await findBook(token));
}

export interface LookBook {
  name: string;
  /** Who shares it: the organisation, or the member's name. */
  sharedBy: string;
  expiresAt: string;
  members: SearchResult[];
}

/** The shortlist behind a working link: its name, who shares it and its profiles, notes left out. */
export async function openLookBook(token: string): Promise<LookBook> {
  const book = await findBook(token);
  const state = stateOf(book);
  if (state === "unknown") throw new AppError("not-found", refusal("lookBookNotFound"));
  if (state === "gone") {
    throw new AppError("gone", refusal("lookBookGone"), { code: "link_gone" });
  }
  const list = await db().shortlist.findUniqueOrThrow({
    where: { id: book!.shortlistId },
    select: {
      name: true,
      owner: { select: { name: true, organization: { select: { name: true } } } },
      items: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: { memberId: true } },
    },
  });
  return {
    name: list.name,
    sharedBy: list.owner.organization?.name ?? list.owner.name,
    expiresAt: book!.expiresAt.toISOString(),
    members: await resultsFor(list.items.map((i) => i.memberId)),
  };
}
