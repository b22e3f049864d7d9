import "server-only";
import { isInlineType, mimeFromStoredPath } from "./mime.ts";
import { checkStoredPath } from "./paths.ts";
import { storage } from "./index.ts";
import type { ByteRange } from "./types.ts";

/** A stored file ready to be served: lib/http.ts turns it into a response. */
export interface StoredFile {
  size: number;
  mimeType: string;
  /** Shown in the browser (pictures, video, PDF) rather than downloaded. */
  inline: boolean;
  /** The bytes, or undefined when the file went away in the meantime. */
  read(range?: ByteRange): Promise<ReadableStream<Uint8Array> | undefined>;
}

/** The stored file at a requested path of /uploads/…; undefined for anything outside the storage or missing. */
export async function findStoredFile(requestedPath: string): Promise<StoredFile | undefined> {
  let storedPath: string;
  try {
    storedPath = checkStoredPath(requestedPath);
  } catch {
    return undefined;
  }
  const files = storage();
  const size = await files.size(storedPath);
  if (size === undefined) return undefined;
  const mimeType = mimeFromStoredPath(storedPath);
  return {
    size,
    mimeType,
    inline: isInlineType(mimeType),
    read: async (range) => (await files.read(storedPath, range))?.body,
  };
}
