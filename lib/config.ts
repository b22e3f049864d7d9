import "server-only";
import os from "node:os";
import path from "node:path";

// The only reader of process.env. Each setting is read when it is used (so a test may change one), and
// checkConfig() reads them all at start, so that a bad value stops the start with a sentence naming it.
// README "Configuration" lists them.

/** A setting with a value that cannot work, named so that a person can fix it. */
export class ConfigError extends Error {}

const raw = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value === "" ? undefined : value;
};

function wholeNumber(name: string, fallback: number, min = 1): number {
  const value = raw(name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, not "${value}".`);
  }
  return Number(value);
}

function flag(name: string): boolean | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), not "${value}".`);
}

function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
  const value = raw(name) ?? fallback;
  if (!(values as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be ${values.map((v) => `"${v}"`).join(" or ")}, not "${value}".`);
  }
  return value as T;
}

function url(name: string, protocols: readonly string[]): string | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must be a ${protocols.map((p) => p.slice(0, -1)).join(" or ")} address, not "${value}".`,
    );
  }
  return value;
}

const folder = (name: string, fallback: () => string) => {
  const value = raw(name);
  return value ? path.resolve(value) : fallback();
};

export const config = {
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  get databaseUrl() {
    return url("DATABASE_URL", ["postgresql:", "postgres:"]);
  },
  get dataDir() {
    return folder("DATA_DIR", () => path.resolve("data"));
  },
  get pgliteDir() {
    return folder("PGLITE_DIR", () => path.join(this.dataDir, "pglite"));
  },
  get uploadDir() {
    return folder("UPLOAD_DIR", () => path.join(this.dataDir, "uploads"));
  },
  /** Where uploads wait while they are received and checked; emptied of a crash's leftovers at start. */
  get uploadTmpDir() {
    return folder("UPLOAD_TMP_DIR", () => path.join(this.dataDir, "tmp", "uploads"));
  },
  /** `disk` (files under uploadDir) or `s3` (an S3-compatible bucket). */
  get storageDriver() {
    return oneOf("STORAGE_DRIVER", ["disk", "s3"], "disk");
  },
  get s3() {
    const endpoint = url("S3_ENDPOINT", ["http:", "https:"]);
    return {
      endpoint,
      bucket: raw("S3_BUCKET") ?? "",
      region: raw("S3_REGION") ?? "us-east-1",
      /** Unset: the AWS SDK's usual credential chain (environment, instance role…). */
      accessKeyId: raw("S3_ACCESS_KEY_ID"),
      secretAccessKey: raw("S3_SECRET_ACCESS_KEY"),
      /** Path-style addressing (endpoint/bucket/key), which most S3-compatible servers need. */
      forcePathStyle: flag("S3_FORCE_PATH_STYLE") ?? Boolean(endpoint),
    };
  },
  /** How many images sharp processes at once (each on one thread); bounds memory under upload bursts. */
  get imageConcurrency() {
    return wholeNumber("IMAGE_CONCURRENCY", Math.min(4, os.availableParallelism()));
  },
  /** Milliseconds: how long to wait for a PostgreSQL connection, and the longest any statement may run. */
  get dbConnectTimeoutMs() {
    return wholeNumber("DB_CONNECT_TIMEOUT_MS", 5000);
  },
  get dbStatementTimeoutMs() {
    return wholeNumber("DB_STATEMENT_TIMEOUT_MS", 15000);
  },
  get dbPoolSize() {
    return wholeNumber("DB_POOL_SIZE", 10);
  },
  /** The public address, without a trailing slash: canonical links, Open Graph tags, the sitemap. */
  get siteUrl() {
    return (url("SITE_URL", ["http:", "https:"]) ?? "http://localhost:3000").replace(/\/$/, "");
  },
  /** The public address next-auth builds its links from; https also marks the session cookie Secure. */
  get nextAuthUrl() {
    return url("NEXTAUTH_URL", ["http:", "https:"]);
  },
  /** The key that signs sessions and API tokens; unset, one is generated into the data folder. */
  get authSecret() {
    return raw("AUTH_SECRET") ?? raw("NEXTAUTH_SECRET");
  },
  /** Whether a first start on an empty database adds demo members: by default on the embedded database only. */
  get seedDemo() {
    return flag("SEED_DEMO") ?? !this.databaseUrl;
  },
  /** `npm run db:seed`: how many members to add (unset: three per subcategory). */
  get seedUsers() {
    return raw("SEED_USERS") === undefined ? undefined : wholeNumber("SEED_USERS", 1);
  },
};

/** Every setting that cannot work, as one message; undefined when all are fine. */
export function configProblems(): string | undefined {
  const problems: string[] = [];
  for (const key of Object.keys(config) as (keyof typeof config)[]) {
    try {
      void config[key];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
    }
  }
  return problems.length ? problems.join(" ") : undefined;
}

/**
 * next-auth reads its own variables: without NEXTAUTH_URL it must build its URLs from the request's
 * Host header (it would otherwise assume http://localhost:3000).
 */
export function trustRequestHostForNextAuth(): void {
  if (!config.nextAuthUrl) process.env.AUTH_TRUST_HOST ??= "1";
}
