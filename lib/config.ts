import os from "node:os";
import path from "node:path";

const flag = (value: string | undefined) => (value === undefined || value === "" ? undefined : /^(1|true|yes)$/i.test(value));

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
  /** Where uploads wait while they are received and checked; emptied of a crash's leftovers at start. */
  get uploadTmpDir() {
    return process.env.UPLOAD_TMP_DIR ? path.resolve(process.env.UPLOAD_TMP_DIR) : path.join(this.dataDir, "tmp", "uploads");
  },
  /** `disk` (files under uploadDir) or `s3` (an S3-compatible bucket). */
  storageDriver: process.env.STORAGE_DRIVER || "disk",
  s3: {
    endpoint: process.env.S3_ENDPOINT || undefined,
    bucket: process.env.S3_BUCKET || "",
    region: process.env.S3_REGION || "us-east-1",
    /** Unset: the AWS SDK's usual credential chain (environment, instance role…). */
    accessKeyId: process.env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || undefined,
    /** Path-style addressing (endpoint/bucket/key), which most S3-compatible servers need. */
    forcePathStyle: flag(process.env.S3_FORCE_PATH_STYLE) ?? Boolean(process.env.S3_ENDPOINT),
  },
  /** How many images sharp processes at once (each on one thread); bounds memory under upload bursts. */
  imageConcurrency: Math.max(1, Number(process.env.IMAGE_CONCURRENCY) || Math.min(4, os.availableParallelism())),
  /** Milliseconds: how long to wait for a PostgreSQL connection, and the longest any statement may run. */
  dbConnectTimeoutMs: Number(process.env.DB_CONNECT_TIMEOUT_MS || 5000),
  dbStatementTimeoutMs: Number(process.env.DB_STATEMENT_TIMEOUT_MS || 15000),
  dbPoolSize: Number(process.env.DB_POOL_SIZE || 10),
};
