import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// What one request did with the database: how many SQL statements it sent (its log line says so, and the
// statement-budget tests read it), and whether the database failed to serve it (no connection within
// DB_CONNECT_TIMEOUT_MS, a server going away, a statement cut off by its timeout). The request pipeline
// opens a record for every request; lib/server/db.ts writes into the current one from the driver.

export interface RequestRecord {
  statements: number;
  databaseUnavailable: boolean;
  /** Each statement's SQL, when the record asks for them (the statement-budget tests). */
  sql?: string[];
}

// Kept on globalThis: the request pipeline (compiled for instrumentation.ts) and the pages are separate
// bundles, each with its own copy of this module, and must share one store.
const KEY = Symbol.for("castfolio.requestRecord");
const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestRecord> | undefined>;
const store = (holder[KEY] ??= new AsyncLocalStorage<RequestRecord>());

export function newRequestRecord(options: { keepSql?: boolean } = {}): RequestRecord {
  return { statements: 0, databaseUnavailable: false, ...(options.keepSql ? { sql: [] } : {}) };
}

/** Runs `work` (and everything it starts) under `record`. */
export function withRequestRecord<T>(record: RequestRecord, work: () => T): T {
  return store.run(record, work);
}

/** The record of the request being served, if any (a job or a script has none). */
export function currentRequestRecord(): RequestRecord | undefined {
  return store.getStore();
}
