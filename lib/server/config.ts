import { BlockList, isIP } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ProxyTrust } from "./client-address.ts";

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

/** The browsers' own push services, the only places a subscription may send us by default. */
const DEFAULT_PUSH_SERVICES = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://*.notify.windows.com",
  "https://web.push.apple.com",
];

/** A key in base64url of `bytes` bytes, as `npx web-push generate-vapid-keys` prints VAPID keys. */
function base64urlKey(name: string, bytes: number): string | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, "base64url").length !== bytes) {
    throw new ConfigError(`${name} must be a key of ${bytes} bytes in base64url (npx web-push generate-vapid-keys).`);
  }
  return value;
}

/** A comma-separated list of origins (scheme, host, port; a leading "*." for any subdomain). */
function origins(name: string): string[] | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const wildcard = item.includes("://*.");
      let parsed: URL | undefined;
      try {
        parsed = new URL(item.replace("://*.", "://wildcard."));
      } catch {
        parsed = undefined;
      }
      const bare = parsed && /^[a-z]+:\/\/[^/?#]+$/i.test(item) && !parsed.username && !parsed.password;
      // A wildcard takes the subdomains of a registered name, never of a whole top-level domain ("*.com").
      const narrow = !wildcard || (parsed?.hostname.split(".").length ?? 0) >= 3;
      if (!parsed || !bare || !narrow || !["http:", "https:"].includes(parsed.protocol)) {
        throw new ConfigError(`${name} must list origins such as https://push.example.com, not "${item}".`);
      }
      // As a URL's origin reads (lower case, no default port, punycode), which is what endpoints are compared by.
      return wildcard ? parsed.origin.replace("://wildcard.", "://*.") : parsed.origin;
    });
}

/** An email address people may write to, e.g. `help@castfolio.example`. */
function emailAddress(name: string): string | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  if (!/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[a-z]{2,}$/i.test(value)) {
    throw new ConfigError(`${name} must be an email address such as help@castfolio.example, not "${value}".`);
  }
  return value;
}

/** A telephone number as people should read it: digits, spaces, ( ) . - and an optional leading +. */
function phoneNumber(name: string): string | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  const digits = value.replace(/\D/g, "").length;
  if (!/^\+?\d[\d ().-]*$/.test(value) || digits < 6 || digits > 15) {
    throw new ConfigError(
      `${name} must be a telephone number of 6 to 15 digits, as it should be shown (e.g. "+91 40 1234 5678"), not "${value}".`,
    );
  }
  return value;
}

/** A WhatsApp number as wa.me links take it: the country code and the number, digits only. */
function whatsAppNumber(name: string): string | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{7,14}$/.test(value)) {
    throw new ConfigError(
      `${name} must be the country code and number in digits only, without "+", spaces or a leading 0 (e.g. 919812345678), not "${value}".`,
    );
  }
  return value;
}

/** A point on the map as "latitude,longitude" in decimal degrees. */
function mapLocation(name: string): { latitude: number; longitude: number } | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  const [latitude, longitude] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
    throw new ConfigError(
      `${name} must be a latitude and a longitude in decimal degrees, separated by a comma (e.g. "17.4126,78.4071"), not "${value}".`,
    );
  }
  return { latitude, longitude };
}

/** Named groups of addresses TRUST_PROXY may list. */
const NETWORKS: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  private: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** TRUST_PROXY: unset or 0, a number of proxy hops, or addresses, networks (CIDR) and the names above. */
function proxyTrust(name: string): ProxyTrust {
  const value = raw(name);
  if (value === undefined || /^(0|false|no|off)$/i.test(value)) return { kind: "none" };
  if (/^\d+$/.test(value)) return { kind: "hops", hops: Number(value) };
  const list = new BlockList();
  for (const entry of value.split(",").map((e) => e.trim())) {
    const [address, bits] = entry.split("/");
    const family = isIP(address);
    if (NETWORKS[entry]) for (const [net, prefix, kind] of NETWORKS[entry]) list.addSubnet(net, prefix, kind);
    else if (family && bits === undefined) list.addAddress(address, family === 6 ? "ipv6" : "ipv4");
    else if (family && /^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32)) {
      list.addSubnet(address, Number(bits), family === 6 ? "ipv6" : "ipv4");
    } else {
      throw new ConfigError(
        `${name} must be a number of proxy hops, or addresses and networks such as "10.0.0.0/8, loopback", not "${value}".`,
      );
    }
  }
  return { kind: "addresses", list };
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;

const folder = (name: string, fallback: () => string) => {
  const value = raw(name);
  return value ? path.resolve(value) : fallback();
};

export const config = {
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  get databaseUrl() {
    return url("DATABASE_URL", ["postgresql:", "postgres:"]);
  },
  /** Where the embedded database, stored files and mail live; unset: ./data (never part of a build). */
  get dataDir() {
    return folder("DATA_DIR", () => path.resolve(/*turbopackIgnore: true*/ "data"));
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
  /** Where a video is copied and transcoded (lib/media/video-processing.ts); emptied of a crash's leftovers at start. */
  get videoWorkDir() {
    return folder("VIDEO_WORK_DIR", () => path.join(this.dataDir, "tmp", "videos"));
  },
  /** Where files sent in pieces (/api/uploads, the tus protocol) are put together until a save takes them. */
  get resumableUploadDir() {
    return folder("RESUMABLE_UPLOAD_DIR", () => path.join(this.dataDir, "resumable"));
  },
  /** The largest video a resumable upload takes (profile video, self-tape, requested tape), in MB. */
  get uploadVideoMaxMb() {
    return wholeNumber("UPLOAD_VIDEO_MAX_MB", 2048);
  },
  /** The longest video a member may send for a profile, a self-tape or a requested tape, in minutes. */
  get uploadVideoMaxMinutes() {
    return wholeNumber("UPLOAD_VIDEO_MAX_MINUTES", 10);
  },
  /** The ffmpeg that turns sent videos into MP4s with posters (Debian's `ffmpeg` package); ffprobe is looked for beside it. */
  get ffmpegPath() {
    return raw("FFMPEG_PATH") ?? "ffmpeg";
  },
  /** The threads one transcoding uses: 1 by default, so that a video being prepared leaves the other cores to requests. */
  get transcodeThreads() {
    return wholeNumber("TRANSCODE_THREADS", 1);
  },
  /** Days a video's original file is kept once its MP4 is ready. */
  get videoOriginalDays() {
    return wholeNumber("VIDEO_ORIGINAL_DAYS", 30, 0);
  },
  /** The largest sides (the PDF of scenes sent with a tape request) a resumable upload takes, in MB. */
  get uploadSidesMaxMb() {
    return wholeNumber("UPLOAD_SIDES_MAX_MB", 20);
  },
  /** How many resumable uploads one member may hold at once: still arriving, or finished and not yet taken by a save. */
  get unfinishedUploadsPerMember() {
    return wholeNumber("UNFINISHED_UPLOADS_PER_MEMBER", 5);
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
  /**
   * How many background jobs one process runs at once (mail, picture variants, sweeps): at most the CPU
   * count and 2 by default, so that a backlog never takes more than a small share of the CPU and of the
   * database pool from requests.
   */
  get jobConcurrency() {
    return wholeNumber("JOB_CONCURRENCY", Math.min(2, os.availableParallelism()));
  },
  /** Stored files no row refers to are removed once this old (a save stores files just before its rows). */
  get orphanGraceMinutes() {
    return wholeNumber("ORPHAN_GRACE_MINUTES", 60, 0);
  },
  /**
   * Seconds from a casting team's decision on an application to the applicant's notice of it, during which
   * the team may undo it (the board offers Undo for the first few of them). Shorter only for tests.
   */
  get decisionNoticeDelaySeconds() {
    return wholeNumber("DECISION_NOTICE_DELAY_SECONDS", 60);
  },
  /** How many pictures may wait for processing before new uploads are refused with 503. */
  get imageQueueMax() {
    return wholeNumber("IMAGE_QUEUE_MAX", 100);
  },
  /**
   * Milliseconds: how long a query waits for a PostgreSQL connection, from the pool (all DB_POOL_SIZE busy)
   * or a new one, before its request is answered 503 with Retry-After: under overload a fast "try again"
   * beats a long hang. And the longest any statement may run.
   */
  get dbConnectTimeoutMs() {
    return wholeNumber("DB_CONNECT_TIMEOUT_MS", 1000);
  },
  get dbStatementTimeoutMs() {
    return wholeNumber("DB_STATEMENT_TIMEOUT_MS", 15000);
  },
  /** Milliseconds: the longest one statement of a search may run (a search is cut off, not left to hold a connection). */
  get searchStatementTimeoutMs() {
    return wholeNumber("SEARCH_STATEMENT_TIMEOUT_MS", 3000);
  },
  get dbPoolSize() {
    return wholeNumber("DB_POOL_SIZE", 10);
  },
  /** Connections of the searches' own pool (PostgreSQL), beside DB_POOL_SIZE. */
  get dbSearchPoolSize() {
    return wholeNumber("DB_SEARCH_POOL_SIZE", 5);
  },
  /** The port `npm start` listens on. */
  get port() {
    return wholeNumber("PORT", 3000);
  },
  /**
   * The address `npm start` listens on: HOST, else every interface when SITE_URL names a public
   * address and this computer only (127.0.0.1) when it does not.
   */
  get host() {
    return raw("HOST") ?? (this.siteUrlIsLocal ? "127.0.0.1" : "0.0.0.0");
  },
  /** Which peers are proxies of ours, whose X-Forwarded-For, -Host and -Proto are believed. */
  get trustProxy() {
    return proxyTrust("TRUST_PROXY");
  },
  /** The public address, without a trailing slash: canonical links, Open Graph tags, the sitemap. */
  get siteUrl() {
    return (url("SITE_URL", ["http:", "https:"]) ?? "http://localhost:3000").replace(/\/$/, "");
  },
  /** Whether SITE_URL is unset or names this computer (localhost, 127.x, ::1). */
  get siteUrlIsLocal() {
    return LOOPBACK_HOST.test(new URL(this.siteUrl).hostname);
  },
  /** The public address next-auth builds its links from; https also marks the session cookie Secure. */
  get nextAuthUrl() {
    return url("NEXTAUTH_URL", ["http:", "https:"]);
  },
  /** The key that signs sessions and API tokens; unset, one is generated into the data folder. */
  get authSecret() {
    return raw("AUTH_SECRET") ?? raw("NEXTAUTH_SECRET");
  },
  /** An SMTP server for mail (smtp://user:pass@host:587, smtps://…); unset: mail is written to outboxDir. */
  get smtpUrl() {
    return url("SMTP_URL", ["smtp:", "smtps:"]);
  },
  /** Redis for state shared by every instance (rate limits); unset: each instance keeps its own in memory. */
  get redisUrl() {
    return url("REDIS_URL", ["redis:", "rediss:"]);
  },
  /** Whether this app process also runs background jobs (off when `npm run worker` runs them instead). */
  get jobsInApp() {
    return flag("JOBS_IN_APP") ?? true;
  },
  /** The least severe log lines written (pino's levels; `silent` writes none). */
  get logLevel() {
    return oneOf("LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info");
  },
  /** On SIGTERM or SIGINT: how long requests in flight (uploads above all) may take to finish. */
  get shutdownGraceSeconds() {
    return wholeNumber("SHUTDOWN_GRACE_SECONDS", 30);
  },
  /** Where mail goes as .eml files when there is no SMTP server. */
  get outboxDir() {
    return folder("OUTBOX_DIR", () => path.join(this.dataDir, "outbox"));
  },
  /** The WhatsApp Business Cloud API's access token; with whatsappPhoneNumberId, alerts go out on WhatsApp. */
  get whatsappToken() {
    return raw("WHATSAPP_TOKEN");
  },
  /** The Cloud API's id of the business's WhatsApp number (not the number itself). */
  get whatsappPhoneNumberId() {
    return raw("WHATSAPP_PHONE_NUMBER_ID");
  },
  /** The Cloud API's address with its version, without a trailing slash. */
  get whatsappApiUrl() {
    return (url("WHATSAPP_API_URL", ["http:", "https:"]) ?? "https://graph.facebook.com/v21.0").replace(/\/+$/, "");
  },
  /** Where WhatsApp messages go as .json files when the Cloud API is not configured. */
  get whatsappOutboxDir() {
    return folder("WHATSAPP_OUTBOX_DIR", () => path.join(this.outboxDir, "whatsapp"));
  },
  /** The VAPID key pair that signs Web Push requests (base64url); unset, one is generated into the data folder. */
  get vapidPublicKey() {
    return base64urlKey("VAPID_PUBLIC_KEY", 65);
  },
  get vapidPrivateKey() {
    return base64urlKey("VAPID_PRIVATE_KEY", 32);
  },
  /** Whom a push service may contact about our pushes: a mailto: or https: address (default: the support mail, else mail's sender). */
  get vapidSubject() {
    const subject = url("VAPID_SUBJECT", ["mailto:", "https:"]);
    if (subject) return subject;
    const sender = /<([^>]+)>/.exec(this.mailFrom)?.[1] ?? this.mailFrom;
    return `mailto:${this.supportEmail ?? sender}`;
  },
  /** Whether pushes are written as .json files to pushOutboxDir instead of sent: the default without VAPID keys set. */
  get pushOutbox() {
    return flag("PUSH_OUTBOX") ?? !(this.vapidPublicKey && this.vapidPrivateKey);
  },
  get pushOutboxDir() {
    return folder("PUSH_OUTBOX_DIR", () => path.join(this.outboxDir, "push"));
  },
  /**
   * The push services a browser's subscription may point at (origins, comma-separated; "https://*.example.com"
   * takes every subdomain): by default Chrome's (FCM), Firefox's, Edge's (WNS) and Safari's.
   */
  get pushServiceOrigins() {
    return origins("PUSH_SERVICE_ORIGINS") ?? DEFAULT_PUSH_SERVICES;
  },
  /** The sender of every mail. */
  get mailFrom() {
    return raw("MAIL_FROM") ?? `Castfolio <no-reply@${new URL(this.siteUrl).hostname}>`;
  },
  /** The support team's email address, shown on the contact page; unset: none is shown. */
  get supportEmail() {
    return emailAddress("SUPPORT_EMAIL");
  },
  /** The support team's telephone number as shown, e.g. "+91 40 1234 5678"; unset: none is shown. */
  get supportPhone() {
    return phoneNumber("SUPPORT_PHONE");
  },
  /** The support team's WhatsApp number (country code and number, digits only); unset: no chat link anywhere. */
  get supportWhatsApp() {
    return whatsAppNumber("SUPPORT_WHATSAPP");
  },
  /** When the support team answers, free text, e.g. "Monday to Saturday, 10:00 to 19:00 IST"; unset: not said. */
  get supportHours() {
    return raw("SUPPORT_HOURS");
  },
  /** The office's postal address, one line as shown; unset: the contact page has no office card or map. */
  get supportAddress() {
    return raw("SUPPORT_ADDRESS");
  },
  /** Where the office is, "latitude,longitude" (e.g. "17.4126,78.4071"), for the contact page's map. */
  get supportMapLocation() {
    return mapLocation("SUPPORT_MAP_LOCATION");
  },
  /** Whether Next.js is building the app (it renders pages ahead then), as it says in NEXT_PHASE. */
  get buildingPages() {
    return raw("NEXT_PHASE") === "phase-production-build";
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
  if (
    !problems.length &&
    process.env.NODE_ENV === "production" &&
    config.siteUrlIsLocal &&
    !LOOPBACK_HOST.test(config.host)
  ) {
    problems.push(
      `SITE_URL must be the public address (https://…) when listening on ${config.host}: links, the sitemap and sign-in would point at ${config.siteUrl}.`,
    );
  }
  if (!problems.length && !config.jobsInApp && !config.redisUrl) {
    problems.push("JOBS_IN_APP=0 needs REDIS_URL: without Redis, jobs run in the process that queues them.");
  }
  if (!config.whatsappToken !== !config.whatsappPhoneNumberId) {
    problems.push(
      `WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: only ${config.whatsappToken ? "WHATSAPP_TOKEN" : "WHATSAPP_PHONE_NUMBER_ID"} is set.`,
    );
  }
  if (!problems.length && !config.vapidPublicKey !== !config.vapidPrivateKey) {
    problems.push(
      `Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: only ${config.vapidPublicKey ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"} is set.`,
    );
  }
  return problems.length ? problems.join(" ") : undefined;
}

/** The environment of a child process this one starts: its own, with `defaults` for what it leaves unset. */
export function childEnvironment(defaults: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const environment = { ...process.env };
  for (const [name, value] of Object.entries(defaults)) if (raw(name) === undefined) environment[name] = value;
  return environment;
}

/**
 * next-auth reads its own variables: without NEXTAUTH_URL it must build its URLs from the request's
 * Host header (it would otherwise assume http://localhost:3000).
 */
export function trustRequestHostForNextAuth(): void {
  if (!config.nextAuthUrl) process.env.AUTH_TRUST_HOST ??= "1";
}

/**
 * Next.js's own SIGTERM/SIGINT handling is switched off: lib/process/lifecycle.ts drains and exits instead.
 * `next start` reads NEXT_MANUAL_SIG_HANDLE before it loads the app, so the listeners it has already
 * installed by the time the app starts (they close at once and exit 143) are removed as well.
 */
export function handleSignalsOurselves(): void {
  process.env.NEXT_MANUAL_SIG_HANDLE = "1";
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.removeAllListeners(signal);
}
