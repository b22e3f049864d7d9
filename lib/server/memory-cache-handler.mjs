// The page cache in this process's memory when there is no Redis: least recently used entries leave
// first, within a number of entries and of bytes. It replaces the cache-handler package's local LRU,
// which weighed every entry with JSON.stringify: a rendered page holds its RSC payload as a Buffer,
// which JSON writes as an array of numbers, byte by byte (1.7 ms of CPU for every profile rendered).

const IMPLICIT_TAG = "_N_T_";

/** About how many bytes a cached value holds: its buffers and strings, read without serialising them. */
export function approximateSize(value, depth = 0) {
  if (value == null || depth > 6) return 8;
  if (typeof value === "string") return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (typeof value !== "object") return 8;
  let size = 0;
  if (value instanceof Map) {
    for (const [k, v] of value) size += approximateSize(k, depth + 1) + approximateSize(v, depth + 1);
    return size;
  }
  for (const v of Array.isArray(value) ? value : Object.values(value)) size += approximateSize(v, depth + 1);
  return size;
}

/** A handler for @fortedigital/nextjs-cache-handler's CacheHandler (the local-lru handler's interface). */
export function createMemoryHandler({ maxItems, maxBytes }) {
  /** Key -> { value, size }, oldest use first (a Map keeps insertion order). */
  const entries = new Map();
  const revalidatedTags = new Map();
  let bytes = 0;

  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  return {
    name: "memory",
    get(key, { implicitTags } = { implicitTags: [] }) {
      const entry = entries.get(key);
      if (!entry) return Promise.resolve(null);
      const { value } = entry;
      for (const tag of new Set([...value.tags, ...implicitTags])) {
        const at = revalidatedTags.get(tag);
        if (at && at > value.lastModified) {
          remove(key);
          return Promise.resolve(null);
        }
      }
      // Used now: to the end of the line.
      entries.delete(key);
      entries.set(key, entry);
      return Promise.resolve(value);
    },
    set(key, value, context) {
      if (context?.setOnlyIfNotExists && entries.has(key)) return Promise.resolve();
      const size = approximateSize(value);
      remove(key);
      if (size > maxBytes) return Promise.resolve();
      entries.set(key, { value, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxItems && bytes <= maxBytes) break;
        remove(oldest);
      }
      return Promise.resolve();
    },
    revalidateTag(tag) {
      for (const [key, { value }] of entries) if (value.tags.includes(tag)) remove(key);
      if (tag.startsWith(IMPLICIT_TAG)) revalidatedTags.set(tag, Date.now());
      return Promise.resolve();
    },
    delete(key) {
      remove(key);
      return Promise.resolve();
    },
  };
}
