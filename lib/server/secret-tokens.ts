import "server-only";
import { createHash, randomBytes } from "node:crypto";

// The random tokens that stand for an identity in an address, a cookie or a mailed link (sessions, account links,
// look books, calendar feeds): one way to make them, to recognise their shape before a query, and to hash the ones
// that are stored only as a hash.

/** A new unguessable token: `bytes` random bytes in base64url (24 bytes: 32 characters). */
export const newSecretToken = (bytes = 24): string => randomBytes(bytes).toString("base64url");

/** Whether a string from outside could be a token at all (base64url, 20 to 100 characters), before a lookup. */
export const looksLikeSecretToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** The stored form of a token kept only as a hash (a database leak gives no working link). */
export const secretTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");
