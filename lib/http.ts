import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "./server/db-unavailable.ts";
import { AppError, validationError, type FailureKind, type Said } from "./errors.ts";
import { refusal } from "./i18n/refusals.ts";
import type { ErrorCode } from "./error-codes.ts";
import { answerWords } from "./i18n/answers.ts";
import { codeMessageIn, refusalIn, requestedLanguage, type ApiLanguage } from "./i18n/api-errors.ts";
import { DEFAULT_LOCALE } from "./i18n/locales.ts";
import type { ByteRange } from "./storage/types.ts";
import type { StoredFile } from "./storage/serve.ts";
import { whenDraining } from "./server/draining.ts";

// The one place where the domain meets HTTP: status codes, the error shape, request bodies and file
// responses. Route handlers in app/ call lib/ and shape answers with what is here.

const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  gone: 410,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
  unavailable: 503,
  "storage-full": 507,
};

/** The HTTP status that answers a domain failure. */
export function statusOf(error: AppError): number {
  return STATUS[error.kind];
}

/**
 * `{ success: false, code, message, errors }` with the failure's status (and Retry-After when it has one):
 * `code` (lib/error-codes.ts) for the program that asked, `message` for the person. In English, as lib wrote
 * it; with `language` (a request that asked for Hindi, Telugu or Tamil: requestedLanguage), `message` and the
 * fields' `errors` in that language where the catalogs have the words (lib/i18n/api-errors.ts), `code` unchanged.
 */
export function errorResponse(error: AppError, language?: ApiLanguage): NextResponse {
  const headers =
    error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  const { message, errors } = refusalIn(error, language ?? DEFAULT_LOCALE);
  return NextResponse.json(
    { success: false, code: error.code, message, ...(errors ? { errors } : {}) },
    { status: statusOf(error), headers },
  );
}

const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** The language a route handler's request asks its answers in (its first argument is the Request). */
function languageOf(args: readonly unknown[]): ApiLanguage | undefined {
  const [request] = args;
  return request instanceof Request ? requestedLanguage(request.headers.get("accept-language")) : undefined;
}

const ANSWERS = new WeakMap<Response, { said: Said; body: Record<string, unknown> }>();

/**
 * A success's answer, `{ success: true, message, ...fields }`: its message by key (lib/i18n/answers.ts answer()),
 * in English here, and said again by route() in the language the request asks for.
 */
export function answered(said: Said, fields: Record<string, unknown> = {}, init?: ResponseInit): NextResponse {
  const body = { success: true, message: said.english, ...fields };
  const response = NextResponse.json(body, init);
  ANSWERS.set(response, { said, body });
  return response;
}

/** An answer made by answered(), its message in `language`: status, headers and cookies kept; any other as it is. */
function answerIn(response: Response, language: ApiLanguage): Response {
  const answer = ANSWERS.get(response);
  if (!answer) return response;
  const message = answerWords(answer.said.key, answer.said.values, language);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...answer.body, message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Wraps a route handler: AppErrors become `{ success: false, code, message, errors }` with their status;
 * an unreachable database becomes a 503 saying so (code `unavailable`); anything else is logged and
 * answered with a generic 500 (code `internal_error`) that leaks no internals. The messages, of a refusal and of a
 * success, are English unless the request's Accept-Language names Hindi, Telugu or Tamil first (the site's own
 * pages send theirs).
 */
export function route<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const language = languageOf(args);
    try {
      const response = await handler(...args);
      return language ? answerIn(response, language) : response;
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error, language);
      if (error instanceof ZodError) return errorResponse(validationError(error), language);
      // The client went away (its upload's pictures were dropped from the queue): nobody reads this answer.
      if ((error as Error | undefined)?.name === "AbortError") {
        return errorResponse(new AppError("invalid", refusal("requestCancelled")));
      }
      if (isDatabaseUnavailable(error)) {
        console.error(`[api] database unavailable: ${(error as Error).message?.split("\n").pop()}`);
        return errorResponse(
          new AppError("unavailable", refusal("databaseUnavailable"), { retryAfterSeconds: 5 }),
          language,
        );
      }
      console.error("[api] unexpected error:", error);
      const code: ErrorCode = "internal_error";
      return NextResponse.json(
        {
          success: false,
          code,
          message: language ? codeMessageIn(code, language, INTERNAL_ERROR_MESSAGE) : INTERNAL_ERROR_MESSAGE,
        },
        { status: 500 },
      );
    }
  };
}

/** The largest JSON body any route takes (sign-up is the biggest, well under this). */
export const MAX_JSON_BYTES = 64 * 1024;

const tooLarge = (limit: number) => new AppError("too-large", refusal("bodyTooLarge", { kb: limit / 1024 }));

/**
 * A request body of at most `limit` bytes as text: 413 (AppError) past the limit, 400 when it is not UTF-8
 * (read leniently, its bad bytes would become U+FFFD and reach the database as something nobody sent).
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge(limit);
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
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("invalid", refusal("bodyNotUtf8"));
  }
}

/**
 * Reads a JSON body of at most MAX_JSON_BYTES, answering 415 when it is not JSON, 413 when it is too
 * large and 400 (not 500) when it is malformed or holds a NUL character, which PostgreSQL cannot store.
 */
export async function readJson(request: Request): Promise<unknown> {
  // The media type itself, not a parameter: `text/plain;charset=application/json` is what a cross-site
  // form can send without asking the browser first, and it is not JSON.
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError("unsupported-type", refusal("bodyAsJson"));
  }
  let text: string;
  try {
    text = await readBodyText(request, MAX_JSON_BYTES);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid", refusal("bodyUnreadable"));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid", refusal("bodyNotJson"));
  }
  if (nulIn(body) !== null) throw new AppError("invalid", refusal("bodyHoldsNul"));
  return body;
}

/** Like readJson, for calls whose body is optional: no body at all reads as `{}`. */
export async function readOptionalJson(request: Request): Promise<unknown> {
  const length = request.headers.get("content-length");
  if (!request.body || length === "0" || (length === null && !request.headers.get("content-type"))) return {};
  return readJson(request);
}

/** The names next-auth gives its session cookie (plain http, and https with the __Secure- prefix). */
const SESSION_COOKIES = [
  { name: "next-auth.session-token", secure: false },
  { name: "__Secure-next-auth.session-token", secure: true },
];

/** Expires the browser's session cookie, whichever name it has. */
export function clearSessionCookies(response: NextResponse): NextResponse {
  for (const { name, secure } of SESSION_COOKIES) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure });
  }
  return response;
}

/**
 * The name of the field whose key or text holds U+0000 in a parsed JSON value ("" for the value itself), or
 * null when none does (iterative: nesting may be deep).
 */
export function nulIn(value: unknown): string | null {
  const stack: [string, unknown][] = [["", value]];
  while (stack.length) {
    const [name, current] = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\0")) return name;
    } else if (current && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes("\0")) return key;
        stack.push([key, child]);
      }
    }
  }
  return null;
}

/** What answers that are not pages carry (stored files, refusals): they may never run as a page, nor be framed. */
export const SANDBOX_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", ...SANDBOX_HEADERS } });

/** `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; "invalid" when it cannot be served. */
function parseRange(header: string | null, size: number): ByteRange | "invalid" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

/** A file made for the caller alone (a calendar file, a schedule), as a download nothing caches. */
export function privateDownload(body: string, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Answers a GET or HEAD for a stored file: its verified type, nosniff, a sandbox CSP, a year of caching
 * (stored names are never reused, so every file is immutable), byte ranges for video seeking, and
 * documents as downloads. No file is a 404.
 */
export async function storedFileResponse(request: Request, file: StoredFile | undefined): Promise<Response> {
  if (!file) return notFound();
  const { size } = file;
  const headers = new Headers({
    "Content-Type": file.mimeType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
    ...SANDBOX_HEADERS,
  });
  if (!file.inline) headers.set("Content-Disposition", "attachment");
  const range = parseRange(request.headers.get("range"), size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : size));
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const body = await file.read(range);
  return body ? new Response(body, { status, headers }) : notFound();
}

/** Seconds between the comments that keep an event stream open through proxies. */
const KEEPALIVE_MS = 25_000;

/**
 * A Server-Sent Events answer. `start` gets `send(event, data)` and `close()`, and answers what to undo
 * when the stream ends (the client left, or close() was called). `check` runs with every keep-alive: when it
 * answers false the stream ends (a session that was signed out, say).
 */
export function eventStream(
  signal: AbortSignal,
  start: (send: (event: string, data: unknown) => void, close: () => void) => Promise<() => void>,
  check: () => Promise<boolean> = () => Promise.resolve(true),
): Response {
  const encoder = new TextEncoder();
  let stop: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const draining: { forget?: () => void } = {};
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(keepalive);
        draining.forget?.();
        stop?.();
        controller.close();
      };
      const keepalive = setInterval(() => {
        write(": keep-alive\n\n");
        void check().then((ok) => ok || close(), close);
      }, KEEPALIVE_MS);
      // A shutdown ends the stream at once (the browser reconnects, to another instance): it is not a
      // request to wait for.
      draining.forget = whenDraining(close);
      signal.addEventListener("abort", close);
      try {
        stop = await start((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`), close);
      } catch (error) {
        console.error("[events] could not open a stream:", error instanceof Error ? error.message : error);
        close();
      }
      if (!open) stop?.();
    },
    cancel() {
      stop?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Another site on this domain may set cookies that are not URI-encoded: keep them as they are.
    return value;
  }
}

/** The cookies of a Cookie header, by name. */
export function cookieJar(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), decodeCookie(part.slice(eq + 1).trim()));
  }
  return jar;
}
