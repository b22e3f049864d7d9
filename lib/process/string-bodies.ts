import type { ServerResponse } from "node:http";

// Next.js answers a page from its cache with `response.end(html)`, the html a JavaScript string. One character
// outside Latin-1 on the page (हिन्दी in the language menu, ₹ in the words sent along) makes V8 keep the whole
// page two bytes per character, and Node then flattens and encodes that string again for every response:
// 350 µs of CPU per cached /aboutus, a third of what it cost (docs/performance.md). Long string bodies go out
// as UTF-8 bytes instead, encoded once per distinct body and kept for the next answer of the same page.

/** Bodies shorter than this are sent as they are: encoding them costs less than keeping them. */
const LONG = 16_384;
/** How many distinct long bodies keep their bytes (the pages asked for most recently). */
const KEPT = 32;

const encoded = new Map<string, Buffer>();

/** The UTF-8 bytes of a long body, from the last answers when the same body was sent lately. */
export function bytesOf(body: string): Buffer {
  const kept = encoded.get(body);
  if (kept) {
    encoded.delete(body);
    encoded.set(body, kept);
    return kept;
  }
  const bytes = Buffer.from(body, "utf8");
  encoded.set(body, bytes);
  if (encoded.size > KEPT) encoded.delete(encoded.keys().next().value!);
  return bytes;
}

/** Makes `response.end(body)` with a long string body send its UTF-8 bytes (bytesOf). */
export function sendLongBodiesAsBytes(response: ServerResponse): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    const [body, encoding] = args;
    const utf8 = typeof encoding !== "string" || /^utf-?8$/i.test(encoding);
    if (typeof body !== "string" || body.length < LONG || !utf8) return end(...args);
    const callback = args.find((arg) => typeof arg === "function");
    return callback ? end(bytesOf(body), callback) : end(bytesOf(body));
  }) as ServerResponse["end"];
}
