import path from "node:path";

/** Everything the app reads from the environment, in one place. See README "Configuration". */
export const config = {
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR || "data"),
  get pgliteDir() {
    return process.env.PGLITE_DIR ? path.resolve(process.env.PGLITE_DIR) : path.join(this.dataDir, "pglite");
  },
  get uploadDir() {
    return process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : path.join(this.dataDir, "uploads");
  },
  /** Milliseconds: how long to wait for a PostgreSQL connection, and the longest any statement may run. */
  dbConnectTimeoutMs: Number(process.env.DB_CONNECT_TIMEOUT_MS || 5000),
  dbStatementTimeoutMs: Number(process.env.DB_STATEMENT_TIMEOUT_MS || 15000),
  dbPoolSize: Number(process.env.DB_POOL_SIZE || 10),
};
