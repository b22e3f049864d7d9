import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../server/config.ts";

let cached: string | undefined;

/**
 * The key that signs sessions and API tokens: AUTH_SECRET when set (required with several app
 * instances, which must share it); otherwise one generated on first start and kept in the data folder.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = config.authSecret;
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(config.dataDir, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      // Another process wrote it first: use theirs.
      cached = readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
