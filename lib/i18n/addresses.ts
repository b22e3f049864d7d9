import { splitLocale, type Locale } from "./locales.ts";

// Which addresses are pages (and so have a language) and which are not: the API, Next.js's own files,
// stored files, the sitemaps and the files of public/ have no language.

const NOT_PAGES = ["/api/", "/_next/", "/uploads/", "/sitemaps/", "/images/", "/videos/", "/icons/", "/__nextjs"];
const NOT_PAGE_FILES = new Set([
  "/api",
  "/sitemap.xml",
  "/robots.txt",
  "/icon.svg",
  "/favicon.ico",
  "/manifest.webmanifest",
  "/sw.js",
]);

export interface PageAddress {
  locale: Locale;
  /** The path without its language prefix: "/" for a language's home. */
  path: string;
  /** Whether the address carried a language prefix (/hi/…, or /en/… which is not canonical). */
  prefixed: boolean;
  /** The query string with its "?", or "". */
  query: string;
}

/** The page a request's URL addresses, or undefined when it is not a page. */
export function pageAddress(url: string): PageAddress | undefined {
  // A proxy's absolute form (GET http://host/path) and OPTIONS * are left to Next.js as they come.
  if (!url.startsWith("/")) return undefined;
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (NOT_PAGE_FILES.has(pathname) || NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return undefined;
  const { locale, path, prefixed } = splitLocale(pathname);
  return { locale, path, prefixed, query: queryAt === -1 ? "" : url.slice(queryAt) };
}
