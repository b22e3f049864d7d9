import { expect } from "vitest";
import { z } from "zod";
import { errorAnswer, shapeOf } from "@/lib/openapi/answers";
import { OPERATIONS } from "@/lib/api-reference";
import type { HttpMethod } from "@/lib/openapi/types";

// Holds a real answer of a route handler to the shape the API reference documents for it: every field it
// names, of its type, and no field it does not name (zod drops unknown keys, so the parsed answer would
// differ from the one sent).

/** The answer's JSON, once it is checked against the reference's shape for its operation and status. */
export async function documented<T = unknown>(method: HttpMethod, path: string, response: Response): Promise<T> {
  const operation = OPERATIONS.find((o) => o.method === method && o.path === path);
  expect(operation, `${method} ${path} is in the API reference`).toBeDefined();
  const described = operation!.responses[response.status];
  const shape = described && shapeOf(described);
  expect(shape, `${method} ${path} documents the shape of its ${response.status} answer`).toBeDefined();
  const body: unknown = await response.json();
  const parsed = z.safeParse(shape!, body);
  expect(parsed.error?.issues ?? [], `${method} ${path} ${response.status} as documented`).toEqual([]);
  expect(parsed.data, `${method} ${path} ${response.status}: no field the reference does not name`).toEqual(body);
  return body as T;
}

/**
 * The response, once a copy of it is held to the reference: a success to its operation's shape, a failure
 * to the one shape every failure has (`{ success: false, code, message, errors }`).
 */
export async function checked(method: HttpMethod, path: string, response: Response): Promise<Response> {
  if (response.ok) {
    await documented(method, path, response.clone());
  } else if (response.headers.get("content-type")?.includes("application/json")) {
    const body: unknown = await response.clone().json();
    const parsed = z.safeParse(errorAnswer, body);
    expect(parsed.error?.issues ?? [], `${method} ${path} ${response.status} is a documented failure`).toEqual([]);
  }
  return response;
}

const templates = OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  params: (operation.path.match(/\{/g) ?? []).length,
}));

/** The operation a request is for: of its method, the path that matches with the fewest parameters. */
function operationOf(request: Request) {
  const pathname = new URL(request.url).pathname;
  const matches = templates
    .filter(({ operation, pattern }) => operation.method === request.method && pattern.test(pathname))
    .sort((a, b) => a.params - b.params);
  return matches[0]?.operation;
}

/**
 * A route handler whose every JSON answer is held to the reference (checked()), for the tests that call
 * handlers directly. An answer the reference gives no shape (a file, a calendar) is let through.
 */
export function held<C extends unknown[]>(
  handler: (request: Request, ...context: C) => Promise<Response>,
): (request: Request, ...context: C) => Promise<Response> {
  return async (request, ...context) => {
    const operation = operationOf(request);
    expect(operation, `${request.method} ${new URL(request.url).pathname} is in the API reference`).toBeDefined();
    const response = await handler(request, ...context);
    if (response.ok) {
      const described = operation.responses[response.status];
      expect(described, `${operation.method} ${operation.path} documents its ${response.status} answer`).toBeDefined();
      if (!shapeOf(described)) return response;
    }
    return checked(operation.method, operation.path, response);
  };
}
