import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { isId } from "../ids.ts";

// Keyset pagination: `next` names the last result of a page by its sort keys, so the following page starts
// right after it, however many rows come before (no OFFSET), and rows added meanwhile cause neither
// duplicates nor gaps. Opaque to clients; tied to the search it came from.

interface CursorBody {
  /** The search's fingerprint: a cursor only continues the search that made it. */
  f: string;
  /** The last row's sort keys, as text. */
  k: string[];
}

/** A short fingerprint of a search (its filters and sort, without the page). */
export function fingerprint(search: string): string {
  return createHash("sha256").update(search).digest("base64url").slice(0, 12);
}

export function encodeCursor(search: string, keys: string[]): string {
  const body: CursorBody = { f: fingerprint(search), k: keys };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

/** What each sort key of a cursor must look like before it reaches SQL. */
export type KeyKind = "int" | "timestamp" | "numeric" | "id";

const KEY_FORMAT: Record<KeyKind, (value: string) => boolean> = {
  int: (v) => /^-?\d{1,9}$/.test(v),
  timestamp: (v) =>
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/.test(v) && !Number.isNaN(Date.parse(`${v.replace(" ", "T")}Z`)),
  numeric: (v) => /^-?\d{1,6}(\.\d{1,12})?$/.test(v),
  id: isId,
};

const invalid = () =>
  new AppError("invalid", refusal("searchCursorInvalid"), {
    errors: { after: formError("search.notACursor") },
  });

/** The sort keys a cursor holds; a 400 when it is malformed or comes from another search. */
export function decodeCursor(cursor: string, search: string, kinds: readonly KeyKind[]): string[] {
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as CursorBody;
  } catch {
    throw invalid();
  }
  const keys = body?.k;
  if (
    body?.f !== fingerprint(search) ||
    !Array.isArray(keys) ||
    keys.length !== kinds.length ||
    !keys.every((k, i) => typeof k === "string" && KEY_FORMAT[kinds[i]](k))
  )
    throw invalid();
  return keys;
}
