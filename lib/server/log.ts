import "server-only";
import { format } from "node:util";
import { pino, type Logger } from "pino";
import { config } from "./config.ts";

// Structured logs: one JSON object a line on standard output (pino), at LOG_LEVEL. Every request is one
// line (lib/process/request-pipeline.ts), and whatever the app or Next.js writes to the console comes through here
// too. No line carries a password, a token or a cookie: request lines never include headers, bodies or
// query strings, secret path segments are masked, and every message is scrubbed of what looks like one.

const SECRETS: [RegExp, string][] = [
  [/(bearer\s+)[\w.~+/=-]+/gi, "$1[redacted]"],
  [/((?:__Secure-|__Host-)?next-auth\.[\w.-]+=)[^;\s"]+/gi, "$1[redacted]"],
  [
    /("?(?:password|currentPassword|newPassword|token|passwordHash|secret)"?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,}&]+)/gi,
    "$1[redacted]",
  ],
  // A token in a path, however the slashes are written (doubled, backslashed, percent-encoded).
  [/((?:[\\/]|%2f|%5c)(?:lookbook|reset-password|verify-email)(?:[\\/]|%2f|%5c)+)[^/\\?\s"]+/gi, "$1[redacted]"],
  [/([?&](?:token|code|key)=)[^&\s"]+/gi, "$1[redacted]"],
];

/** A message with anything that looks like a secret masked. */
export function scrub(text: string): string {
  return SECRETS.reduce((line, [pattern, replacement]) => line.replace(pattern, replacement), text);
}

// One logger for the process (Next.js loads instrumentation and routes as separate bundles).
const holder = globalThis as unknown as { __castfolioLog?: Logger };

export function log(): Logger {
  holder.__castfolioLog ??= pino({
    level: config.logLevel,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return holder.__castfolioLog;
}

/** Sends console.log, info, warn and error (ours and Next.js's) through the logger, scrubbed. */
export function routeConsoleThroughLogger(): void {
  const logger = log();
  const write =
    (level: "info" | "warn" | "error" | "debug") =>
    (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error);
      const message = scrub(format(...args));
      if (error) logger[level]({ err: { type: error.name, stack: scrub(error.stack ?? error.message) } }, message);
      else logger[level](message);
    };
  console.log = write("info");
  console.info = write("info");
  console.warn = write("warn");
  console.error = write("error");
  console.debug = write("debug");
}
