import { findCategory, resolveListing, decodeSegment } from "../catalog.ts";
import { auditionsPath } from "../auditions/paths.ts";
import {
  CALLS_PATH,
  callApplicationsPath,
  callEditPath,
  callPath,
  callPreviewPath,
  organizationPath,
} from "../hiring/paths.ts";
import { PROFILE_SETTINGS_PATH, profilePath } from "../profiles/paths.ts";

// Which pages read in Hindi, Telugu and Tamil: every page but the admin pages and the API reference, which
// stay English. Those get their own canonical and hreflang alternates in each language and are listed in
// every language in the sitemap; the others point search engines at their English address.

/** A path with ID for its id is a pattern for every such page: the addresses are plain words, hyphens and slashes. */
const ID = "[^/]+";
const exactly = (path: string) => new RegExp(`^${path}$`);

const TRANSLATED = [
  /^\/$/,
  /^\/(search|candidates|technicians)$/,
  exactly(CALLS_PATH),
  exactly(callPath(ID)),
  exactly(profilePath(ID)),
  /^\/(aboutus|services|faq|contactus|terms|privacy)$/,
  /^\/employers$/,
  exactly(organizationPath(ID)),
  /^\/(post-a-call|messages|my-applications|saved-searches)$/,
  ...[callApplicationsPath, auditionsPath, callEditPath, callPreviewPath].map((path) => exactly(path(ID))),
  /^\/(messages|bookings|shortlists|lookbook)\/[^/]+$/,
  exactly(PROFILE_SETTINGS_PATH),
  /^\/(rental-settings|bookings|shortlists)$/,
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
