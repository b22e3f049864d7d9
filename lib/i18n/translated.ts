import { findCategory, resolveListing, decodeSegment } from "../catalog.ts";

// Which pages read in Hindi, Telugu and Tamil so far. Those get their own canonical and hreflang alternates in
// each language and are listed in every language in the sitemap; the others (English words in a language's
// header and footer) point search engines at their English address until their turn comes.

const TRANSLATED = [
  /^\/$/,
  /^\/(search|candidates|technicians|job-grid-one)$/,
  /^\/job-detail-one\/[^/]+$/,
  /^\/candidate-profile\/[^/]+$/,
];

/** Whether the page at this English path (no query) reads in every language. */
export function isTranslated(path: string): boolean {
  if (TRANSLATED.some((pattern) => pattern.test(path))) return true;
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 1) return findCategory(decodeSegment(parts[0])) !== undefined;
  return parts.length === 2 && resolveListing(parts[0], parts[1]) !== undefined;
}
