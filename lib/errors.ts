// What can go wrong in the domain, as typed errors with a message meant for the person who asked and a
// code meant for the program that asked (lib/error-codes.ts). lib/ throws them and knows nothing of HTTP;
// lib/http.ts gives each kind its status code. No imports but the codes and the validation messages' tokens,
// which have none: browser code may check these too.

import type { ErrorCode } from "./error-codes.ts";
import { formError } from "./i18n/form-errors.ts";

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

/**
 * Words by their key in a catalog: a refusal's (`messages.*` of "ApiErrors", made by lib/i18n/refusals.ts) or a
 * success's ("ApiAnswers", lib/i18n/answers.ts). The key and its values, which a reader of any language is
 * answered in, and the English catalog's words for them.
 */
export interface Said {
  key: string;
  values?: Record<string, SaidValue>;
  english: string;
}

/**
 * What a sentence takes: words or a number as they are (a number is written and pluralised in the reader's
 * language), other words of the same catalog by key, sentences of it said one after another, or a day
 * (YYYY-MM-DD) written the reader's way.
 */
export type SaidValue = string | number | Said | Said[] | { date: string };

export class AppError extends Error {
  readonly errors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly code: ErrorCode;
  /** The refusal's words by key, when lib worded it by key (its message is then their English). */
  readonly said?: Omit<Said, "english">;

  constructor(
    readonly kind: FailureKind,
    message: string | Said,
    details: FailureDetails = {},
  ) {
    super(typeof message === "string" ? message : message.english);
    if (typeof message !== "string") this.said = { key: message.key, values: message.values };
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

/** The message of a validationError: every field that is wrong, with its message. */
function validationSummary(errors: Record<string, string>): string {
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return `${formError("generic.invalidInput")} ${summary}`;
}

/** An "invalid" AppError for fields that are wrong (`{ field: message }`): its message lists each. */
export function invalidFields(errors: Record<string, string>): AppError {
  return new AppError("invalid", validationSummary(errors), { errors });
}

/** An "invalid" AppError whose message lists every field that is wrong. */
export function validationError(error: ValidationIssues): AppError {
  return invalidFields(fieldErrors(error));
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

/** Set on errors thrown while rendering a page, so that the error pages (ErrorPanel) can say what happened. */
export const DATABASE_UNAVAILABLE_DIGEST = "CASTFOLIO_DATABASE_UNAVAILABLE";
