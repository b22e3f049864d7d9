import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

// The outbox folders stand in for SMTP, WhatsApp's API and the push services when none is configured: each
// message is one file, named by when it was written, so that a folder lists in the order things were sent.

/**
 * Writes one message into `folder` as `<time>-<uuid><extension>`, beside and then renamed, so that a reader
 * (a person, a test) never sees half a file. Returns the file's path.
 */
export async function writeToOutbox(folder: string, extension: string, content: string | Buffer): Promise<string> {
  await mkdir(folder, { recursive: true });
  const target = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}${extension}`);
  await writeFile(`${target}.partial`, content);
  await rename(`${target}.partial`, target);
  return target;
}

/** A JSON message, readable as it is. */
export const outboxJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
