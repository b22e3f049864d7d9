import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { peerIsTrusted } from "../server/client-address.ts";
import { config } from "../server/config.ts";
import { log, scrub } from "../server/log.ts";
import type { RequestRecord } from "../server/request-record.ts";

// One log line per request: its id, method, path (never the query string, secret segments masked),
// status, duration and how many SQL statements it sent (at LOG_LEVEL=debug a second line lists them). The
// id is the trusted proxy's X-Request-Id when it sends a sensible one, else a new one; either way the app
// sees it as X-Request-Id and the response carries it back.

const REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers["x-request-id"];
  const trusted = peerIsTrusted(request.socket?.remoteAddress, config.trustProxy);
  return trusted && typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The path as the router reads it (so that an encoded letter cannot hide a secret segment from scrub). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Gives the request its id and writes its line once the response is done. */
export function logRequest(request: IncomingMessage, response: ServerResponse, record: RequestRecord): void {
  const started = performance.now();
  const reqId = requestIdOf(request);
  request.headers["x-request-id"] = reqId;
  response.setHeader("X-Request-Id", reqId);
  const method = request.method;
  const route = scrub(decoded((request.url ?? "/").split("?")[0]));
  response.once("close", () => {
    const status = response.writableFinished ? response.statusCode : 499;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log().info({ reqId, method, route, status, ms, statements: record.statements }, "request");
    // At LOG_LEVEL=debug, the statements themselves (their SQL has placeholders, never the values).
    if (record.sql?.length) log().debug({ reqId, sql: record.sql }, "statements");
  });
}
