import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

// A push service stand-in: a node:http server that takes pushes as FCM or Mozilla's would, answers what the
// test lines up (201 once the line is empty), and keeps what it got. Browsers stand in as key pairs.

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** Statuses to answer with, in turn. */
  answers: number[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's push keys: the subscription's p256dh and auth, and the private key that reads what comes. */
export interface BrowserKeys {
  ecdh: ECDH;
  keys: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, keys: { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") } };
}

/** What a browser reads of a push: its aes128gcm body decrypted with the subscription's keys. */
export function readPush(push: ReceivedPush, browser: BrowserKeys): unknown {
  const plain = decrypt(push.body, { version: "aes128gcm", privateKey: browser.ecdh, authSecret: browser.keys.auth });
  return JSON.parse(plain.toString("utf8"));
}
