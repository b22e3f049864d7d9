/** Site-wide constants and identity; the public address is config.siteUrl. */
export const SITE_NAME = "Castfolio";
export const SITE_TAGLINE = "The film industry's talent and casting marketplace";

export const STICKY_HEADER_AFTER_PX = 50;
export const TOAST_DURATION_MS = 5000;
export const HOME_JOB_COUNT = 6;
export const HOME_FEATURE_COUNT = 4;
export const STUDIO_VACANCY_COUNT = 4;
export const CAROUSEL = { autoplayMs: 3000, speedMs: 400 } as const;

/** The header's links after the category menus, for everyone: the marketplace's two directories. */
export const MARKET_LINKS = [
  { href: "/job-grid-one", label: "Casting calls" },
  { href: "/employers", label: "Studios" },
] as const;

/** The header's links that depend on who is signed in (Login, for a visitor). */
export const MEMBER_LINKS = {
  visitor: [{ href: "/login", label: "Login" }],
  hirer: [
    { href: "/post-a-call", label: "Post a call" },
    { href: "/candidate-profile-setting#calls", label: "Applications" },
  ],
  talent: [{ href: "/my-applications", label: "My applications" }],
  /** Added for moderators, whatever their account. */
  admin: [{ href: "/admin", label: "Admin" }],
} as const;

/** The header's last links, under More: the site's own pages. */
export const NAV_LINKS = [
  { href: "/contactus", label: "Contact" },
  { href: "/aboutus", label: "About" },
  { href: "/terms", label: "Terms" },
  { href: "/privacy", label: "Privacy" },
] as const;
