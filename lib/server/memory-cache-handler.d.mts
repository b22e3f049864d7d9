// Types of memory-cache-handler.mjs (plain JavaScript: Next.js loads the cache handler on its own).

interface CachedEntry {
  lastModified: number;
  tags: string[];
  [key: string]: unknown;
}

export function approximateSize(value: unknown, depth?: number): number;

export function createMemoryHandler(options: { maxItems: number; maxBytes: number }): {
  name: string;
  get(key: string, context?: { implicitTags: string[] }): Promise<CachedEntry | null>;
  set(key: string, value: CachedEntry, context?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
};
