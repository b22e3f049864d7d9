// What can go wrong in the domain, as typed errors with a message meant for the person who asked.
// lib/ throws them and knows nothing of HTTP; lib/http.ts gives each kind its status code. No imports:
// browser code may check these too.

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

export interface FailureDetails {
  /** `{ field: message }` for the fields that are wrong. */
  errors?: Record<string, string>;
  /** When trying again makes sense. */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly errors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: FailureKind,
    message: string,
    details: FailureDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.errors = details.errors;
    this.retryAfterSeconds = details.retryAfterSeconds;
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
