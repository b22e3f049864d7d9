import { DATABASE_UNAVAILABLE_DIGEST } from "../errors.ts";
import { currentRequestRecord } from "./request-record.ts";

// Telling "the database cannot be reached" apart from every other failure, so that it is answered 503
// with a clear message (ApiErrors "messages.databaseUnavailable") instead of a generic 500.

// Prisma's codes for an unreachable server, a failed login or missing database, timeouts, a closed
// connection, an exhausted pool and too many connections.
const PRISMA_CODES = new Set([
  "P1000",
  "P1001",
  "P1002",
  "P1003",
  "P1008",
  "P1010",
  "P1011",
  "P1017",
  "P2024",
  "P2037",
]);
const DRIVER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
  "AuthenticationFailed",
  "DatabaseDoesNotExist",
]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// What node-postgres says when a connection dies or cannot be had, without a code.
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/**
 * PostgreSQL SQLSTATEs of a server that is going away or refusing connections, or of a statement cut off by
 * its timeout (57014: an overloaded database, or a search past SEARCH_STATEMENT_TIMEOUT_MS): try again.
 */
function unavailableSqlState(code: string): boolean {
  return (
    code.startsWith("08") ||
    code === "57P01" ||
    code === "57P02" ||
    code === "57P03" ||
    code === "53300" ||
    code === "57014"
  );
}

function looksUnavailable(value: Record<string, unknown>): boolean {
  const { name, code, kind, originalCode, message } = value;
  if (name === "PrismaClientInitializationError") return true;
  if (typeof code === "string") {
    if (name === "PrismaClientKnownRequestError" && PRISMA_CODES.has(code)) return true;
    if (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlState(code))) return true;
  }
  if (typeof kind === "string" && DRIVER_KINDS.has(kind)) return true;
  if (kind === "postgres" && typeof originalCode === "string" && unavailableSqlState(originalCode)) return true;
  return typeof message === "string" && PG_MESSAGES.test(message) && !String(name).startsWith("PrismaClientValidation");
}

/** Whether an error (or what it wraps: cause, Prisma's driver adapter error) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const value = current as Record<string, unknown>;
    if (looksUnavailable(value)) return true;
    const meta = value.meta as Record<string, unknown> | undefined;
    queue.push(
      value.cause,
      meta?.driverAdapterError,
      ...(Array.isArray(value.errors) ? (value.errors as unknown[]) : []),
    );
  }
  return false;
}

let lastUnavailableAt = -Infinity;

/**
 * Whether a read found the database unavailable within the last `ms`. Requests for a page that is being
 * rendered already wait for that render rather than start their own (Next.js's response cache), so when it
 * fails for want of a connection they fail with it, without a read of their own to mark them.
 */
export function databaseUnavailableWithin(ms: number, now = Date.now()): boolean {
  return now - lastUnavailableAt <= ms;
}

/**
 * Stamps the digest the error pages recognise on a database-unavailable error (Next keeps an existing digest),
 * and marks the request being served (its page then answers 503: lib/process/request-pipeline.ts).
 */
export function markDatabaseUnavailable(error: unknown): unknown {
  if (error && typeof error === "object" && isDatabaseUnavailable(error)) {
    lastUnavailableAt = Date.now();
    const record = currentRequestRecord();
    if (record) record.databaseUnavailable = true;
    try {
      (error as { digest?: string }).digest = DATABASE_UNAVAILABLE_DIGEST;
    } catch {
      // A frozen error keeps its own digest; the page then shows the generic message.
    }
  }
  return error;
}
