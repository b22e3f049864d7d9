import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../auth/secret.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { UNSUBSCRIBE_PATH, type AlertFrequency, type SavedSearchKind } from "./options.ts";
import { refuseInstantTalent } from "./saved-searches.ts";
import { resubscribeSchema } from "./schemas.ts";

// One-click unsubscribe (RFC 8058): every alert mail carries a link whose token names one saved search and
// is signed with the site's key, so that a POST to it turns that search's alerts off without signing in,
// and nobody can forge one for another member's search. The token never expires: an old mail still works.

const PURPOSE = "saved-search-unsubscribe:";

function signatureOf(searchId: string): Buffer {
  return createHmac("sha256", authSecret())
    .update(PURPOSE + searchId)
    .digest();
}

export function unsubscribeToken(searchId: string): string {
  return `${searchId}.${signatureOf(searchId).toString("base64url")}`;
}

/** The https address in a mail's List-Unsubscribe header and its footer link (the page that POSTs). */
export function unsubscribeUrl(searchId: string): string {
  return `${config.siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(searchId))}`;
}

/** The one-click address: a POST there is all a mail client sends. */
export function oneClickUrl(searchId: string): string {
  return `${config.siteUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(searchId))}`;
}

const badLink = () => new AppError("invalid", refusal("unsubscribeLinkInvalid"), { code: "link_invalid" });

/** The saved search a token names, or 400 for a token that is not ours (in exactly the form we write it). */
function searchIdOf(token: string | null | undefined): string {
  const [id, signature, extra] = (token ?? "").split(".");
  if (extra !== undefined || !id || !signature || !isId(id)) throw badLink();
  // Compared as text: decoding would skip characters that are not base64url, and accept other spellings.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(id).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badLink();
  return id;
}

export interface UnsubscribeAnswer {
  name: string;
  kind: SavedSearchKind;
  frequency: AlertFrequency;
  /** How often it alerted before (to offer it back). */
  was: AlertFrequency;
}

const gone = () => new AppError("not-found", refusal("savedSearchGone"));

/** POST /api/unsubscribe?token=…: the search's alerts off. Doing it twice is no error. */
export async function unsubscribe(token: string | null): Promise<UnsubscribeAnswer> {
  const id = searchIdOf(token);
  return db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ name: string; kind: SavedSearchKind; frequency: AlertFrequency }[]>`
      SELECT "name", "kind"::text AS "kind", "frequency"::text AS "frequency" FROM "SavedSearch" WHERE "id" = ${id} FOR NO KEY UPDATE`;
    if (!row) throw gone();
    if (row.frequency !== "off") await tx.savedSearch.update({ where: { id }, data: { frequency: "off" } });
    return { name: row.name, kind: row.kind, frequency: "off", was: row.frequency };
  });
}

/** POST /api/unsubscribe?token=… JSON { frequency }: the undo, alerts back on at the frequency given. */
export async function resubscribe(token: string | null, input: unknown): Promise<UnsubscribeAnswer> {
  const id = searchIdOf(token);
  const { frequency } = parseOrThrow(resubscribeSchema, input);
  const row = await db().savedSearch.findUnique({ where: { id }, select: { name: true, kind: true, frequency: true } });
  if (!row) throw gone();
  refuseInstantTalent(row.kind, frequency);
  // Alerts start again from now: what came while they were off is not sent late.
  const { count } = await db().savedSearch.updateMany({ where: { id }, data: { frequency, alertedAt: new Date() } });
  if (!count) throw gone();
  return { name: row.name, kind: row.kind, frequency, was: row.frequency };
}
