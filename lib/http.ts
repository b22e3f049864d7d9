import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db-unavailable.ts";

/** An error with an HTTP status and a message meant for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
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

export function validationError(error: ValidationIssues): HttpError {
  const errors = fieldErrors(error);
  const summary = Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join("; ");
  return new HttpError(400, `Invalid input. ${summary}`, errors);
}

export function jsonError(error: HttpError): NextResponse {
  return NextResponse.json(
    { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    { status: error.status, headers: error.headers },
  );
}

/**
 * Wraps a route handler: HttpErrors become `{ success: false, message, errors }` with their status; an
 * unreachable database becomes a 503 saying so; anything else is logged and answered with a generic
 * 500 that leaks no internals.
 */
export function route<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error);
      if (error instanceof ZodError) return jsonError(validationError(error));
      if (isDatabaseUnavailable(error)) {
        console.error(`[api] database unavailable: ${(error as Error).message?.split("\n").pop()}`);
        return jsonError(new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, { "Retry-After": "5" }));
      }
      console.error("[api] unexpected error:", error);
      return jsonError(new HttpError(500, "Something went wrong on our side. Please try again."));
    }
  };
}

/** The largest JSON body any route takes (sign-up is the biggest, well under this). */
export const MAX_JSON_BYTES = 64 * 1024;

async function readCapped(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get("content-length")) > limit) throw new HttpError(413, `The request body is larger than ${limit / 1024} KB.`);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, `The request body is larger than ${limit / 1024} KB.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a JSON body of at most MAX_JSON_BYTES, answering 415 when it is not JSON, 413 when it is too
 * large and 400 (not 500) when it is malformed or holds a NUL character, which PostgreSQL cannot store.
 */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new HttpError(415, "Send the body as JSON (Content-Type: application/json).");
  let text: string;
  try {
    text = await readCapped(request, MAX_JSON_BYTES);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "The request body could not be read.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  if (holdsNul(body)) throw new HttpError(400, "The request body contains a NUL character.");
  return body;
}

/** Whether any string or key in a parsed JSON value holds U+0000 (iterative: nesting may be deep). */
function holdsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === "string") {
      if (current.includes("\0")) return true;
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes("\0")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
