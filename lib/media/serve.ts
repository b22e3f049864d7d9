import { isInlineType, mimeFromStoredPath } from "./mime.ts";
import { checkStoredPath, storage } from "./storage.ts";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

function parseRange(header: string | null, size: number): { start: number; end: number } | "invalid" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

/**
 * Serves a stored file from the configured storage (disk or S3): its verified type, nosniff, a year of
 * caching (stored names are never reused, so every file is immutable), byte ranges for video seeking,
 * and documents as downloads. Anything outside the storage root is a 404.
 */
export async function serveStoredFile(request: Request, requestedPath: string): Promise<Response> {
  let storedPath: string;
  try {
    storedPath = checkStoredPath(requestedPath);
  } catch {
    return notFound();
  }
  const files = storage();
  const size = await files.size(storedPath);
  if (size === undefined) return notFound();
  const mime = mimeFromStoredPath(storedPath);
  const headers = new Headers({
    "Content-Type": mime,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (!isInlineType(mime)) headers.set("Content-Disposition", "attachment");
  const range = parseRange(request.headers.get("range"), size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (request.method === "HEAD") {
    if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(range ? range.end - range.start + 1 : size));
    return new Response(null, { status: range ? 206 : 200, headers });
  }
  const file = await files.read(storedPath, range);
  if (!file) return notFound();
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(file.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(size));
  return new Response(file.body, { status: 200, headers });
}
