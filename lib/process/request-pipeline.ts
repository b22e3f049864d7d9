import "server-only";
import type http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { CLIENT_ADDRESS_HEADER, clientAddress, peerIsTrusted } from "../server/client-address.ts";
import { config } from "../server/config.ts";
import { databaseUnavailableWithin } from "../server/db-unavailable.ts";
import { safeCallbackPath } from "../auth/safe-redirect.ts";
import type { ErrorCode } from "../error-codes.ts";
import type { Said } from "../errors.ts";
import { requestedLanguage } from "../i18n/api-errors.ts";
import { refusal, refusalWords } from "../i18n/refusals.ts";
import { cookieJar, SANDBOX_HEADERS, storedFileResponse } from "../http.ts";
import { canonicalListingPath } from "../catalog.ts";
import { DEFAULT_LOCALE, internalPath, isLocale, LOCALE_COOKIE, localisedPath, splitLocale } from "../i18n/locales.ts";
import { pageAddress, type PageAddress } from "../i18n/addresses.ts";
import { UPLOADS_BASE } from "../storage/urls.ts";
import { findStoredFile } from "../storage/serve.ts";
import { goneCheck, isInternalPage, rewrittenPage, type PageHooks } from "./page-hooks.ts";
import { trackRequest } from "./lifecycle.ts";
import { log } from "../server/log.ts";
import { logRequest } from "./request-log.ts";
import { newRequestRecord, withRequestRecord, type RequestRecord } from "../server/request-record.ts";
import { StartupError } from "./startup.ts";
import { sendLongBodiesAsBytes } from "./string-bodies.ts";

// The request pipeline: server.mjs (the process's HTTP server) passes every request through it before
// Next.js sees it; instrumentation.ts hands it over with the domains' PageHooks.
//
// - Every request is counted until its response is done, so that a shutdown waits for it
//   (lib/process/lifecycle.ts), and logged with its id, method, path, status and duration
//   (lib/process/request-log.ts).
// - The client address: Next.js keeps an X-Forwarded-For the client sends, so whatever a client wrote
//   there would reach the app as its address. The pipeline records the address TRUST_PROXY allows, and
//   drops the forwarding headers of a peer that is not our proxy, so that Next.js and next-auth fill
//   them from the socket and the Host header.
// - An address whose percent-encoding does not decode, or that holds a control character (a NUL in a
//   filter or an id), is a 400 here naming the parameter: Next.js or the database would answer 500.
// - Stored files (/uploads/…) are answered here, with the headers lib/http.ts gives them: Next.js drops
//   a route's Content-Length and lets the site-wide headers replace the files' sandbox policy.
// - A page gone for good (a look-book link that has expired or was revoked) is answered 410 Gone here, in
//   the page's language: a Next.js page can only answer 200 or 404. Working links go on to their page.
// - Languages: a page address goes on to Next.js with its language first (/Artists → /en/Artists,
//   /hi/Artists as it is: app/[locale]); /en/… redirects to the unprefixed address; an English address asked
//   for by a browser whose language cookie names another language redirects to that language's page.
// - Listings and /search with well-formed filters go on to the cached page of those filters; the browser
//   keeps the address it asked for.
// What these last two need of the domains comes as PageHooks (lib/process/page-hooks.ts) with the pipeline.
// - A long body Next.js sends as a string (a cached page) goes out as UTF-8 bytes encoded once
//   (lib/process/string-bodies.ts).
//
// Not a Next.js proxy (proxy.ts): a proxy sees neither the socket's address nor the end of a response, and
// costs every page it runs for.

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/** Applies TRUST_PROXY to one request's headers. */
export function stampClientAddress(request: IncomingMessage): void {
  const trust = config.trustProxy;
  const socket = request.socket?.remoteAddress;
  const forwardedFor = request.headers["x-forwarded-for"];
  const chain = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    socket,
    peerIsTrusted(socket, trust) ? chain : undefined,
    trust,
  );
  if (!peerIsTrusted(socket, trust)) for (const name of FORWARDED) delete request.headers[name];
}

const pathOf = (request: IncomingMessage) => (request.url ?? "/").split("?")[0];

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why an address that decodes cannot be taken: a control character in its path or a parameter. */
function controlCharacterIn(url: string): Said | undefined {
  const [path, query = ""] = url.split(/\?(.*)/s);
  if (CONTROL.test(decodeURIComponent(path))) return refusal("addressControlInPath");
  for (const [name, value] of new URLSearchParams(query)) {
    if (CONTROL.test(name)) return refusal("addressControlInName");
    if (CONTROL.test(value)) return refusal("addressControlInValue", { name: name.slice(0, 40) });
  }
  return undefined;
}

/** A refusal's words in the language of the address (a page) or the one the request asks for (the API). */
function wordsFor(request: IncomingMessage, said: Said, api: boolean): string {
  const language = api
    ? (requestedLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE)
    : splitLocale(pathOf(request)).locale;
  return refusalWords(said.key, said.values, language);
}

function refuseMalformed(
  request: IncomingMessage,
  response: ServerResponse,
  said: Said = refusal("addressBadEncoding"),
): void {
  const api = pathOf(request).startsWith("/api/");
  const code: ErrorCode = "malformed_address";
  const message = wordsFor(request, said, api);
  const body = api ? JSON.stringify({ success: false, code, message }) : `Bad Request. ${message}\n`;
  response.writeHead(400, {
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...SANDBOX_HEADERS,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Answers a GET or HEAD of /uploads/… from the configured storage, as the /uploads route would. */
async function serveUpload(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://localhost");
  const storedPath = decodeURIComponent(url.pathname.slice(UPLOADS_BASE.length));
  const range = request.headers.range;
  const webRequest = new Request(url, { method: request.method, headers: range ? { range } : {} });
  const answer = await storedFileResponse(webRequest, await findStoredFile(storedPath));
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (!answer.body) {
    response.end();
    return;
  }
  const body = Readable.fromWeb(answer.body as NodeWebReadableStream<Uint8Array>);
  response.on("close", () => body.destroy());
  body.on("error", () => response.destroy());
  body.pipe(response);
}

/** /artists/hero, /hi/Writers+%26+Directors/Director: a permanent redirect to the listing's own address. */
function redirectLooseListing(address: PageAddress, response: ServerResponse): boolean {
  const canonical = canonicalListingPath(address.path);
  if (!canonical) return false;
  redirect(response, 308, `${localisedPath(address.locale, canonical)}${address.query}`);
  return true;
}

/**
 * A redirect within the site: a location that is not a path of this site (//evil.example or /\evil.example,
 * from /en//evil.example, which browsers read as another site's) goes to the home page instead.
 */
function redirect(response: ServerResponse, status: 307 | 308, location: string, headers: Record<string, string> = {}) {
  const path = safeCallbackPath(location, config.siteUrl);
  response.writeHead(status, { Location: path, "Content-Length": 0, ...headers, ...SANDBOX_HEADERS });
  response.end();
}

/** A page gone for good: 410 with the domain's page saying so. Anything else goes on to Next.js. */
async function answerGone(
  check: Promise<string | undefined>,
  response: ServerResponse,
  forward: () => void,
  head: boolean,
) {
  let page;
  try {
    page = await check;
  } catch {
    return forward(); // the page explains an unreachable database
  }
  if (page === undefined) return forward();
  response.writeHead(410, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(page),
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    ...SANDBOX_HEADERS,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
  });
  response.end(head ? undefined : page);
}

/**
 * The page Next.js renders for an address: its language first (/Artists → /en/Artists, /hi/Artists stays),
 * and a listing or search address becomes its cached page's, with Next's `_rsc` marker of client navigations
 * kept. The cached pages themselves are not addresses: asked for directly, they are not found.
 */
function rewriteToPage(request: IncomingMessage, address: PageAddress, pages: PageHooks): void {
  const internal = (path: string) => internalPath(address.locale, path);
  if (isInternalPage(pages, address.path)) {
    request.url = internal("/_not-an-address");
    return;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  const target =
    request.method === "GET" || request.method === "HEAD"
      ? rewrittenPage(pages, address.path, url.searchParams)
      : undefined;
  if (!target) {
    request.url = `${internal(address.path)}${address.query}`;
    return;
  }
  const rsc = url.searchParams.get("_rsc");
  request.url = rsc === null ? internal(target) : `${internal(target)}?_rsc=${encodeURIComponent(rsc)}`;
}

/**
 * A page address in English where the visitor chose another language (the language cookie, which crawlers
 * never carry): the same page in that language. Only a browser's own navigation, never a client-side fetch.
 */
function redirectToChosenLanguage(request: IncomingMessage, address: PageAddress, response: ServerResponse): boolean {
  if (address.prefixed || (request.method !== "GET" && request.method !== "HEAD")) return false;
  if (request.headers.rsc !== undefined || request.headers["sec-fetch-dest"] !== "document") return false;
  const chosen = cookieJar(request.headers.cookie).get(LOCALE_COOKIE);
  if (!isLocale(chosen) || chosen === DEFAULT_LOCALE) return false;
  redirect(response, 307, `${localisedPath(chosen, address.path)}${address.query}`, {
    "Cache-Control": "private, no-store",
    Vary: "Cookie",
  });
  return true;
}

function take(request: IncomingMessage, response: ServerResponse, forward: () => void, pages: PageHooks): boolean {
  if (!decodes(pathOf(request))) {
    refuseMalformed(request, response);
    return true;
  }
  const control = controlCharacterIn(request.url ?? "/");
  if (control) {
    refuseMalformed(request, response, control);
    return true;
  }
  // A target no URL parser reads (`GET http://[`, `GET //[::1`) throws here: the pipeline answers 400.
  new URL(request.url ?? "/", "http://localhost");
  const address = pageAddress(request.url ?? "/");
  const reading = request.method === "GET" || request.method === "HEAD";
  if (address && reading) {
    // English lives at the unprefixed addresses: /en/… is the same page under a second name.
    if (address.locale === DEFAULT_LOCALE && address.prefixed) {
      redirect(response, 308, `${address.path}${address.query}`);
      return true;
    }
    // Next.js would redirect these itself, but from the address it renders (/en/…), which is no address.
    const tidy = address.path.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    if (tidy !== address.path) {
      redirect(response, 308, `${localisedPath(address.locale, tidy)}${address.query}`);
      return true;
    }
    if (redirectLooseListing(address, response) || redirectToChosenLanguage(request, address, response)) return true;
  }
  stampClientAddress(request);
  const gone = address && reading ? goneCheck(pages, address) : undefined;
  if (address) rewriteToPage(request, address, pages);
  if (gone) {
    void answerGone(gone, response, forward, request.method === "HEAD");
    return true;
  }
  if (reading && pathOf(request).startsWith(UPLOADS_BASE)) {
    serveUpload(request, response).catch((error: unknown) => {
      console.error("[uploads] could not serve a file:", error instanceof Error ? error.message : error);
      if (!response.headersSent) {
        response.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "5", ...SANDBOX_HEADERS });
      }
      response.end();
    });
    return true;
  }
  return false;
}

/**
 * How recently the database must have been found unavailable for a failed page that read nothing itself (it
 * waited for another request's render of the same page) to answer 503: the waiters fail within milliseconds
 * of that render. A 500 of another cause in that second is answered 503 too, which a retry sorts out.
 */
const SHARED_RENDER_MS = 1000;

/**
 * A request the database could not serve (no connection within DB_CONNECT_TIMEOUT_MS, a server going away)
 * answers 503 with Retry-After where Next.js would answer a failed page render 500: the API's routes say
 * 503 themselves (lib/http.ts), but a page cannot choose its status.
 */
function answerUnavailableAs503(response: ServerResponse, record: RequestRecord): void {
  const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
  const answer = (status: number, ...rest: unknown[]): ServerResponse => {
    if (status !== 500 || !(record.databaseUnavailable || databaseUnavailableWithin(SHARED_RENDER_MS)))
      return writeHead(status, ...rest);
    response.setHeader("Retry-After", "5");
    response.setHeader("Cache-Control", "private, no-store");
    // The reason phrase Next.js gave belongs to 500; Node writes 503's own.
    const headers = rest.find((value) => typeof value === "object");
    return headers ? writeHead(503, headers) : writeHead(503);
  };
  response.writeHead = answer;
}

/** What server.mjs calls for every request of `server`, with `next` to hand it to Next.js. */
type Pipeline = (server: http.Server, request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Every request of `server`: counted until its response is done (so that a shutdown waits for it), logged
 * with the statements it sent (lib/server/request-record.ts), then answered here or handed to Next.js with
 * `next`.
 */
function handleRequest(pages: PageHooks): Pipeline {
  return (server, request, response, next) => {
    const record = newRequestRecord({ keepSql: log().isLevelEnabled("debug") });
    withRequestRecord(record, () => pass(server, request, response, next, record, pages));
  };
}

function pass(
  server: http.Server,
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
  record: RequestRecord,
  pages: PageHooks,
): void {
  trackRequest(server, response);
  logRequest(request, response, record);
  answerUnavailableAs503(response, record);
  sendLongBodiesAsBytes(response);
  let taken;
  try {
    taken = take(request, response, next, pages);
  } catch {
    // An address Node accepted that URL cannot read (`GET http://[`): answered here, never left hanging.
    refuseMalformed(request, response, refusal("addressInvalid"));
    return;
  }
  if (!taken) next();
}

const HANDOVER = Symbol.for("castfolio.requestPipeline");

/**
 * server.mjs's receiver of the pipeline. A process that server.mjs did not start (`next start`, `next dev`)
 * would serve requests without the pipeline: it stops instead, before it does anything else.
 */
export function pipelineReceiver(): (pipeline: Pipeline) => void {
  const receive = (globalThis as { [HANDOVER]?: (pipeline: Pipeline) => void })[HANDOVER];
  if (!receive)
    throw new StartupError(
      "run it with `npm start` or `npm run dev` (server.mjs), or `node server.js` in the standalone build: " +
        "`next start` and `next dev` would serve requests without the request pipeline.",
    );
  return receive;
}

/** Hands the pipeline, with what it does with the domains' pages, to server.mjs, which opens its port then. */
export function handOverRequestPipeline(receive: ReturnType<typeof pipelineReceiver>, pages: PageHooks): void {
  receive(handleRequest(pages));
}
