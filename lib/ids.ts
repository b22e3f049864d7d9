import { z } from "zod";
import { formError } from "./i18n/form-errors.ts";

// What a record id looks like, checked before an id from an address or a body reaches a query: anything
// else (a NUL, a path, 5000 characters) cannot name a record, and is answered as "no such record" without
// asking the database. The database makes cuids (@default(cuid()) in prisma/schema.prisma); the seed and
// older imports made UUIDs, hyphens and all, so the pattern takes both. Browser-safe.

/** The longest id taken: a cuid is 25 characters, a UUID 36. */
export const MAX_ID_LENGTH = 64;

/** A cuid or a UUID: letters, digits, `_` and `-`, 1 to 64 of them. */
export const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_ID_LENGTH}}$`);

/** Whether a value may be the id of a record. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** A body's id field named `name`: a 400 naming it when it is missing or cannot be an id. */
export function idSchema(name: string) {
  return z
    .string({ message: formError("generic.required", { field: name }) })
    .regex(ID_PATTERN, `${name} is not an id of Castfolio`);
}
