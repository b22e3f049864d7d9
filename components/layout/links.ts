import { CALLS_PATH, POST_A_CALL_PATH } from "@/lib/hiring/paths";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";

// The header's links: components/layout reads them; their words are keys of the Layout and LayoutClient catalogs.

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
