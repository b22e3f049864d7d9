// What can go wrong in the domain, as typed errors with a message meant for the person who asked and a
// code meant for the program that asked (lib/error-codes.ts). lib/ throws them and knows nothing of HTTP;
// lib/http.ts gives each kind its status code. No imports but the codes, which have none: browser code
// may check these too.

import type { ErrorCode } from "./error-codes.ts";

/** Why something cannot be done. */
export type FailureKind =
  | "invalid" // the input does not validate (errors names the fields)
  | "unauthenticated" // nobody is signed in, or the account is gone
  | "forbidden" // signed in, but not allowed to touch this
  | "not-found"
  | "gone" // it existed, and has expired or been withdrawn (a look-book link)
  | "conflict" // clashes with what is stored (an email already taken)
  | "too-large"
  | "unsupported-type"
  | "rate-limited"
  | "unavailable" // a service we depend on cannot take the work now
  | "storage-full";

/** The code of a failure that names none: the generic one of its kind. */
const KIND_CODES = {
  invalid: "invalid_input",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  "not-found": "not_found",
  gone: "gone",
  conflict: "conflict",
  "too-large": "too_large",
  "unsupported-type": "unsupported_type",
  "rate-limited": "rate_limited",
  unavailable: "unavailable",
  "storage-full": "storage_full",
} as const satisfies Record<FailureKind, ErrorCode>;

export interface FailureDetails {
  /** `{ field: message }` for the fields that are wrong. */
  errors?: Record<string, string>;
  /** When trying again makes sense. */
  retryAfterSeconds?: number;
  /** What a client can tell this failure apart by, when its kind alone does not say (KIND_CODES otherwise). */
  code?: ErrorCode;
}

export class AppError extends Error {
  readonly errors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly code: ErrorCode;

  constructor(
    readonly kind: FailureKind,
    message: string,
    details: FailureDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.errors = details.errors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.code = details.code ?? KIND_CODES[kind];
  }
}

/** What zod and zod/mini errors both carry. */
export interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** `{ field: message }` from a zod error, first message per field; nested paths joined with dots. */
export function fieldErrors(error: ValidationIssues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** An "invalid" AppError whose message lists every field that is wrong. */
export function validationError(error: ValidationIssues): AppError {
  const errors = fieldErrors(error);
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return new AppError("invalid", `Invalid input. ${summary}`, { errors });
}

/** Parses with a zod schema, throwing a validationError that names the fields when the input is wrong. */
export function parseOrThrow<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ValidationIssues } },
  input: unknown,
): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** What a person is told while the database cannot be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is unavailable at the moment. Please try again in a few seconds.";
/** Set on errors thrown while rendering a page, so that the error pages (ErrorPanel) can say what happened. */
export const DATABASE_UNAVAILABLE_DIGEST = "CASTFOLIO_DATABASE_UNAVAILABLE";
