import { findCategory, resolveListing, decodeSegment } from "../catalog.ts";

// Which pages read in Hindi, Telugu and Tamil: every page but the admin pages and the API reference, which
// stay English. Those get their own canonical and hreflang alternates in each language and are listed in
// every language in the sitemap; the others point search engines at their English address.

const TRANSLATED = [
  /^\/$/,
  /^\/(search|candidates|technicians|job-grid-one)$/,
  /^\/job-detail-one\/[^/]+$/,
  /^\/candidate-profile\/[^/]+$/,
  /^\/(aboutus|services|faq|contactus|terms|privacy)$/,
  /^\/employers$/,
  /^\/employer-profile\/[^/]+$/,
  /^\/(post-a-call|messages|my-applications|saved-searches)$/,
  /^\/job-detail-one\/[^/]+\/(applications|auditions|edit|preview)$/,
  /^\/(messages|bookings|shortlists|lookbook)\/[^/]+$/,
  /^\/(candidate-profile-setting|rental-settings|bookings|shortlists)$/,
  /^\/notifications$/,
  /^\/(login|signup|reset-password|lock-screen|verify-email|cancel-email-change|confirm-guardian|unsubscribe)$/,
];

/** Whether the page at this English path (no query) reads in every language. */
export function isTranslated(path: string): boolean {
  if (TRANSLATED.some((pattern) => pattern.test(path))) return true;
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 1) return findCategory(decodeSegment(parts[0])) !== undefined;
  return parts.length === 2 && resolveListing(parts[0], parts[1]) !== undefined;
}
