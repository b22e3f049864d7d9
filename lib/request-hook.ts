import "server-only";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { CLIENT_ADDRESS_HEADER, clientAddress, peerIsTrusted } from "./client-address.ts";
import { config } from "./config.ts";
import { SANDBOX_HEADERS, storedFileResponse } from "./http.ts";
import { canonicalListingPath } from "./catalog.ts";
import { UPLOADS_BASE } from "./media/client/urls.ts";
import { findStoredFile } from "./media/serve.ts";

// Every request the process's HTTP server takes passes through here before Next.js sees it. It works
// the same under `next start`, `next dev` and a standalone server; instrumentation.ts installs it.
//
// - The client address: Next.js keeps an X-Forwarded-For the client sends, so whatever a client wrote
//   there would reach the app as its address. The hook records the address TRUST_PROXY allows, and
//   drops the forwarding headers of a peer that is not our proxy, so that Next.js and next-auth fill
//   them from the socket and the Host header.
// - An address whose percent-encoding does not decode is a 400 here: Next.js would answer 500.
// - Stored files (/uploads/…) are answered here, with the headers lib/http.ts gives them: Next.js drops
//   a route's Content-Length and lets the site-wide headers replace the files' sandbox policy.

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];
const INSTALLED = Symbol.for("castfolio.requestHook");

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

function refuseMalformed(request: IncomingMessage, response: ServerResponse): void {
  const api = pathOf(request).startsWith("/api/");
  const message = "The address is not valid: it has percent-encoding that does not decode.";
  const body = api ? JSON.stringify({ success: false, message }) : `Bad Request. ${message}\n`;
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

/** /artists/hero, /Writers+%26+Directors/Director: a permanent redirect to the listing's own address. */
function redirectLooseListing(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const canonical = canonicalListingPath(pathOf(request));
  if (!canonical) return false;
  const query = (request.url ?? "").slice(pathOf(request).length);
  response.writeHead(308, { Location: `${canonical}${query}`, "Content-Length": 0, ...SANDBOX_HEADERS });
  response.end();
  return true;
}

function take(request: IncomingMessage, response: ServerResponse): boolean {
  if (!decodes(pathOf(request))) {
    refuseMalformed(request, response);
    return true;
  }
  if (redirectLooseListing(request, response)) return true;
  stampClientAddress(request);
  if ((request.method === "GET" || request.method === "HEAD") && pathOf(request).startsWith(UPLOADS_BASE)) {
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

/** Installs the hook once per process (instrumentation.ts calls it before the first request). */
export function installRequestHook(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each server as `this`
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && take(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
