import { CALLS_PATH, POST_A_CALL_PATH } from "./hiring/paths.ts";
import { PROFILE_SETTINGS_PATH } from "./profiles/paths.ts";

/** Site-wide constants and identity; the public address is config.siteUrl. */
export const SITE_NAME = "Castfolio";

export const STICKY_HEADER_AFTER_PX = 50;
export const TOAST_DURATION_MS = 5000;
export const HOME_JOB_COUNT = 6;
export const HOME_FEATURE_COUNT = 4;
export const STUDIO_VACANCY_COUNT = 4;
export const CAROUSEL = { autoplayMs: 3000, speedMs: 400 } as const;

/**
 * The header's links after the category menus, for everyone: the marketplace's two directories. `key` names
 * the link's words in the Layout catalog, under header (components/layout/Header.tsx).
 */
export const MARKET_LINKS = [
  { href: CALLS_PATH, key: "castingCalls" },
  { href: "/employers", key: "studios" },
] as const;

/**
 * The header's links that depend on who is signed in (Login, for a visitor). `key` names the link's words in
 * the LayoutClient catalog, under links (components/layout/MemberNavLinks.tsx).
 */
export const MEMBER_LINKS = {
  visitor: [{ href: "/login", key: "login" }],
  hirer: [
    { href: POST_A_CALL_PATH, key: "postACall" },
    { href: `${PROFILE_SETTINGS_PATH}#calls`, key: "applications" },
  ],
  talent: [{ href: "/my-applications", key: "myApplications" }],
  /** Added for moderators, whatever their account. */
  admin: [{ href: "/admin", key: "admin" }],
} as const;

/**
 * The header's last links, under More: the site's own pages. `key` names the link's words in the LayoutClient
 * catalog, under more (components/layout/NavMenus.tsx).
 */
export const NAV_LINKS = [
  { href: "/contactus", key: "contact" },
  { href: "/aboutus", key: "about" },
  { href: "/terms", key: "terms" },
  { href: "/privacy", key: "privacy" },
] as const;
