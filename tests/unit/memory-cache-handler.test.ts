import { describe, expect, it } from "vitest";
import { approximateSize, createMemoryHandler } from "@/lib/server/memory-cache-handler.mjs";

// The in-memory page cache (no Redis): least recently used entries leave first, within its entries and
// bytes; tags expire what they name; a page's buffers are weighed by their length.

const page = (tags: string[], rsc = Buffer.alloc(1000), lastModified = Date.now()) => ({
  lastModified,
  lifespan: null,
  tags,
  value: { kind: "APP_PAGE", html: "<html></html>", rscData: rsc, segmentData: new Map([["/a", Buffer.alloc(10)]]) },
});

describe("the in-memory page cache", () => {
  it("weighs a page by its buffers and strings, not their JSON", () => {
    const size = approximateSize(page(["t"], Buffer.alloc(30_000)));
    expect(size).toBeGreaterThan(30_000);
    expect(size).toBeLessThan(31_000);
  });

  it("drops the least recently used entry when full, by count and by bytes", async () => {
    const cache = createMemoryHandler({ maxItems: 2, maxBytes: 10_000 });
    await cache.set("a", page([]));
    await cache.set("b", page([]));
    expect(await cache.get("a", { implicitTags: [] })).not.toBeNull(); // a is now the newest
    await cache.set("c", page([]));
    expect(await cache.get("b", { implicitTags: [] })).toBeNull();
    expect(await cache.get("a", { implicitTags: [] })).not.toBeNull();
    await cache.set("big", page([], Buffer.alloc(9_000)));
    expect(await cache.get("a", { implicitTags: [] })).toBeNull();
    expect(await cache.get("c", { implicitTags: [] })).toBeNull();
    expect(await cache.get("big", { implicitTags: [] })).not.toBeNull();
    await cache.set("too-big", page([], Buffer.alloc(20_000)));
    expect(await cache.get("too-big", { implicitTags: [] })).toBeNull();
  });

  it("expires entries by tag, and by path for entries set before a path was expired", async () => {
    const cache = createMemoryHandler({ maxItems: 10, maxBytes: 1_000_000 });
    await cache.set("profile", page(["member:1"], Buffer.alloc(10), Date.now() - 1000));
    await cache.set("other", page(["member:2"]));
    await cache.revalidateTag("member:1");
    expect(await cache.get("profile", { implicitTags: [] })).toBeNull();
    expect(await cache.get("other", { implicitTags: [] })).not.toBeNull();
    await cache.set("listing", page([], Buffer.alloc(10), Date.now() - 1000));
    await cache.revalidateTag("_N_T_/Artists/Heroine");
    expect(await cache.get("listing", { implicitTags: ["_N_T_/Artists/Heroine"] })).toBeNull();
  });

  it("keeps an existing entry when asked to set only if absent", async () => {
    const cache = createMemoryHandler({ maxItems: 10, maxBytes: 1_000_000 });
    const first = page(["x"]);
    await cache.set("k", first);
    await cache.set("k", page(["y"]), { setOnlyIfNotExists: true });
    expect(await cache.get("k", { implicitTags: [] })).toBe(first);
  });
});
