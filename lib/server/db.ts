import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { config } from "./config.ts";
import { lockFolder } from "./folder-lock.ts";
import { markDatabaseUnavailable } from "./db-unavailable.ts";
import { currentRequestRecord } from "./request-record.ts";
import { pgliteListener, postgresListener, type Listener } from "./db-listen.ts";
import { PrismaClient } from "../generated/prisma/client.ts";

/** No query returns a password hash unless it selects it (sign-in does): nothing can leak it by accident. */
const OMIT = { user: { passwordHash: true } } as const;

export type Db = PrismaClient<never, typeof OMIT>;

/** The raw driver under Prisma: migrations need multi-statement SQL that Prisma Client does not run. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  readonly description: string;
}

export interface Database {
  prisma: Db;
  /**
   * The client searches read with. On PostgreSQL a pool of its own (DB_SEARCH_POOL_SIZE) whose connections
   * cut any statement off at SEARCH_STATEMENT_TIMEOUT_MS and never JIT-compile one: a listing or a search
   * needs no transaction to set them, and cannot take the connections every other page needs. On PGlite,
   * the one client.
   */
  search: Db;
  /** A single admin connection beside Prisma's pool (migrations, checks). */
  sql: SqlRunner;
  /** LISTEN/NOTIFY channels (live updates: lib/server/live.ts). */
  listener: Listener;
  close(): Promise<void>;
}

function poolConfig(connectionString: string, max = config.dbPoolSize): pg.PoolConfig {
  return {
    connectionString,
    max,
    connectionTimeoutMillis: config.dbConnectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: config.dbStatementTimeoutMs,
    query_timeout: config.dbStatementTimeoutMs + 1000,
  };
}

/**
 * Pages cannot catch what a server component throws, so an unreachable database is labelled where the
 * query fails: the error pages (components/feedback/ErrorPanel.tsx) read the label (the error's digest)
 * and say so. Query extensions leave the client's shape unchanged, hence the cast.
 */
function labelUnavailableErrors(prisma: Db): Db {
  return prisma.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          const result: unknown = await query(args);
          return result;
        } catch (error) {
          throw markDatabaseUnavailable(error);
        }
      },
    },
  }) as unknown as Db;
}

type AdapterFactory = ConstructorParameters<typeof PrismaClient>[0] extends infer O
  ? O extends { adapter?: infer A }
    ? NonNullable<A>
    : never
  : never;

/**
 * Wraps a driver object so that each statement it sends (and each transaction it opens: its BEGIN) is counted
 * in the current request's record, and a failure to reach the database marks it (markDatabaseUnavailable:
 * the request pipeline then answers a page's 500 as 503). `wrap` names the methods whose result is wrapped in turn.
 */
function recorded<T extends object>(
  target: T,
  wrap: Record<string, (value: object) => object> = {},
  alsoCounted: string[] = [],
): T {
  const counted = new Set(["queryRaw", "executeRaw", "startTransaction", ...alsoCounted]);
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== "function" || typeof property !== "string") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!counted.has(property) && !wrap[property]) return method.bind(object);
      return async (...args: unknown[]) => {
        const record = currentRequestRecord();
        if (record && counted.has(property)) {
          record.statements++;
          const sql = (args[0] as { sql?: string } | undefined)?.sql;
          record.sql?.push(sql ?? (property === "startTransaction" ? "BEGIN" : property.toUpperCase()));
        }
        try {
          const result = (await method.apply(object, args)) as object;
          return wrap[property] ? wrap[property](result) : result;
        } catch (error) {
          throw markDatabaseUnavailable(error);
        }
      };
    },
  });
}

/**
 * A driver adapter whose connections and transactions count their statements (recorded). Prisma sends a
 * transaction's COMMIT as a statement, except to a driver that ends transactions itself (PGlite's: its
 * "phantom" queries), whose commit is counted in its place.
 */
function recordedAdapter(factory: AdapterFactory): AdapterFactory {
  const transaction = (tx: object) => {
    const phantom = (tx as { options?: { usePhantomQuery?: boolean } }).options?.usePhantomQuery;
    return phantom ? recorded(tx, {}, ["commit", "rollback"]) : recorded(tx);
  };
  return recorded(factory, { connect: (adapter) => recorded(adapter, { startTransaction: transaction }) });
}

/** One dedicated PostgreSQL connection: migrations hold a session lock and run transactions on it. */
export function postgresRunner(connectionString: string): SqlRunner {
  const url = new URL(connectionString);
  let client: Promise<pg.Client> | undefined;
  const connection = () =>
    (client ??= (async () => {
      const c = new pg.Client({ ...poolConfig(connectionString), statement_timeout: 0 });
      c.on("error", (err) => console.error(`[db] PostgreSQL connection failed: ${err.message}`));
      await c.connect();
      return c;
    })().catch((error) => {
      client = undefined;
      throw error;
    }));
  return {
    description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    async exec(text) {
      await (await connection()).query(text);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await (await connection()).query(text, params)).rows as T[];
    },
    async close() {
      if (client) await (await client).end();
      client = undefined;
    },
  };
}

/**
 * A PGlite database and its runner. `dataDir` undefined keeps it in memory (tests), started from `image` (a
 * dumpDataDir of another) when given; a folder is this process's alone while open.
 */
export function pgliteRunner(dataDir: string | undefined, image?: Blob): { client: PGlite; sql: SqlRunner } {
  const release = dataDir ? lockFolder(dataDir, "The embedded database") : () => undefined;
  let client: PGlite;
  try {
    // pg_trgm: free-text search matches typos and partial words (lib/search/engine.ts).
    const options = { extensions: { pg_trgm }, ...(image && !dataDir ? { loadDataDir: image } : {}) };
    client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  } catch (error) {
    release();
    throw error;
  }
  return {
    client,
    sql: {
      description: dataDir ? `embedded PostgreSQL (PGlite) in ${dataDir}` : "in-memory PGlite",
      async exec(text) {
        await client.exec(text);
      },
      async query<T>(text: string, params: unknown[] = []) {
        return (await client.query<T>(text, params)).rows;
      },
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    },
  };
}

/**
 * The connection string with the searches' session settings, beside whatever `options` it carries (the
 * string's options would replace a pool's own): JIT compilation off (its compilation alone took 235 ms), and
 * sequential scans off. The planner costs a trigram comparison like an equality and would rather compute it
 * for every row (918 ms for "Ravi" at 100,000 members) than read the text indexes (46 ms); every filter of a
 * search is an indexed column. Set for the session, a search needs no transaction to say so: one statement,
 * one round trip holding a connection, where a transaction's four held it across four turns of a busy
 * event loop.
 */
function withSearchSettings(connectionString: string): string {
  const url = new URL(connectionString);
  const settings = [url.searchParams.get("options"), "-c jit=off -c enable_seqscan=off"];
  url.searchParams.set("options", settings.filter(Boolean).join(" "));
  return url.toString();
}

/**
 * Opens a database: PostgreSQL when a URL is given, PGlite otherwise (in `pgliteDir`, or in memory, then from
 * `pgliteImage` when given).
 */
export function openDatabase(options: { databaseUrl?: string; pgliteDir?: string; pgliteImage?: Blob }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool(poolConfig(options.databaseUrl));
    const searchPool = new pg.Pool({
      ...poolConfig(withSearchSettings(options.databaseUrl), config.dbSearchPoolSize),
      statement_timeout: config.searchStatementTimeoutMs,
      query_timeout: config.searchStatementTimeoutMs + 1000,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    for (const each of [pool, searchPool])
      each.on("error", (err) => console.error(`[db] idle PostgreSQL connection failed: ${err.message}`));
    const client = (of: pg.Pool) =>
      labelUnavailableErrors(new PrismaClient({ adapter: recordedAdapter(new PrismaPg(of)), omit: OMIT }));
    const prisma = client(pool);
    const search = client(searchPool);
    const sql = postgresRunner(options.databaseUrl);
    const listener = postgresListener(poolConfig(options.databaseUrl));
    return {
      prisma,
      search,
      sql,
      listener,
      async close() {
        try {
          await listener.close();
          await sql.close();
          await Promise.allSettled([prisma.$disconnect(), search.$disconnect()]);
        } finally {
          await Promise.allSettled([pool.end(), searchPool.end()]);
        }
      },
    };
  }
  const { client, sql } = pgliteRunner(options.pgliteDir, options.pgliteImage);
  const prisma = new PrismaClient({ adapter: recordedAdapter(new PrismaPGlite(client)), omit: OMIT });
  return {
    prisma,
    search: prisma,
    sql,
    listener: pgliteListener(client),
    async close() {
      await prisma.$disconnect();
      await sql.close();
    },
  };
}

// One client per process; kept on globalThis so that dev-mode module reloads reuse it.
const holder = globalThis as unknown as { __castfolioDb?: Database };

export function database(): Database {
  holder.__castfolioDb ??= openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  return holder.__castfolioDb;
}

/** Replaces the process-wide database (tests point the app at their own database). */
export function setDatabase(db: Database | undefined): void {
  holder.__castfolioDb = db;
}

/** The Prisma client every module uses. */
export function db(): Db {
  return database().prisma;
}

/** The client searches read with (Database.search). */
export function searchDb(): Db {
  return database().search;
}
