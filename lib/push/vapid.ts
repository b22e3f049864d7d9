import "server-only";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { config } from "../server/config.ts";

// The key pair that signs our Web Push requests (VAPID, RFC 8292): browsers subscribe with its public half,
// and push services accept only requests signed by its private half. VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
// when set (several app instances must share them); otherwise a pair generated on first start and kept in
// the data folder, like the signing key (lib/auth/secret.ts). A new pair orphans every subscription.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The generated pairs read so far, by file (a test may point DATA_DIR elsewhere). */
const generated = new Map<string, VapidKeys>();

const FILE = "vapid-keys.json";

function readKeys(file: string): VapidKeys {
  const keys = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") {
    throw new Error(`${file} does not hold a VAPID key pair: delete it to have a new one made`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function readOrMake(file: string): VapidKeys {
  try {
    return readKeys(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const made = webpush.generateVAPIDKeys();
  // Written whole beside it, then linked into place: a process that reads it never finds it half-written.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(made), { mode: 0o600 });
  try {
    linkSync(partial, file);
    return made;
  } catch {
    // Another process linked its pair first: use theirs.
    return readKeys(file);
  } finally {
    unlinkSync(partial);
  }
}

export function vapidKeys(): VapidKeys {
  const { vapidPublicKey: publicKey, vapidPrivateKey: privateKey } = config;
  if (publicKey && privateKey) return { publicKey, privateKey };
  const file = path.join(config.dataDir, FILE);
  let keys = generated.get(file);
  if (!keys) generated.set(file, (keys = readOrMake(file)));
  return keys;
}
