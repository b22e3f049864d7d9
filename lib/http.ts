import { NextResponse } from "next/server";
import { ZodError } from "zod";

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

/** `{ field: message }` from a zod error, first message per field; nested paths joined with dots. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function validationError(error: ZodError): HttpError {
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
 * Wraps a route handler: HttpErrors become `{ success: false, message, errors }` with their status;
 * anything else is logged and answered with a generic 500 that leaks no internals.
 */
export function route<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error);
      if (error instanceof ZodError) return jsonError(validationError(error));
      console.error("[api] unexpected error:", error);
      return jsonError(new HttpError(500, "Something went wrong on our side. Please try again."));
    }
  };
}

/** Reads a JSON body, answering 400 (not 500) when it is missing or malformed. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new HttpError(415, "Send the body as JSON (Content-Type: application/json).");
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}
