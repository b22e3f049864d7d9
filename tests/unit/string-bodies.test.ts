import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesOf, sendLongBodiesAsBytes } from "@/lib/process/string-bodies";

// A long string body (a cached page) leaves as UTF-8 bytes encoded once: through a real HTTP server, the
// client gets exactly the page, its length right, whether the body is two bytes a character or one.

const PAGE = `<!DOCTYPE html><p>${"Castfolio ".repeat(3000)}</p><nav>हिन्दी · తెలుగు · தமிழ் · ₹ ★</nav>`;
const LATIN = `<!DOCTYPE html><p>${"Castfolio ".repeat(3000)}</p>`;

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    sendLongBodiesAsBytes(response);
    const body = request.url === "/latin" ? LATIN : request.url === "/short" ? "हिन्दी" : PAGE;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Content-Length", Buffer.byteLength(body));
    if (request.url === "/callback") response.end(body, () => response.emit("sent"));
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("long string bodies", () => {
  it("reach the client exactly, in UTF-8, with the right length", async () => {
    for (const [path, body] of [
      ["/", PAGE],
      ["/latin", LATIN],
      ["/short", "हिन्दी"],
      ["/callback", PAGE],
    ] as const) {
      const res = await fetch(base + path);
      expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
      expect(await res.text(), path).toBe(body);
    }
  });

  it("are encoded once per body: the next answer of the same page reuses its bytes", () => {
    const again = PAGE.split("").join("");
    expect(bytesOf(again)).toBe(bytesOf(PAGE));
    expect(bytesOf(PAGE).toString("utf8")).toBe(PAGE);
  });
});
