/** Site-wide constants (spec section 9) and identity; the public address is config.siteUrl. */
export const SITE_NAME = "Castfolio";
export const SITE_TAGLINE = "The film industry's talent and casting marketplace";

export const STICKY_HEADER_AFTER_PX = 50;
export const TOAST_DURATION_MS = 5000;
export const HOME_JOB_COUNT = 6;
export const HOME_FEATURE_COUNT = 4;
export const STUDIO_VACANCY_COUNT = 4;
export const CAROUSEL = { autoplayMs: 3000, speedMs: 400 } as const;

export const NAV_LINKS = [
  { href: "/login", label: "Login" },
  { href: "/contactus", label: "Contact" },
  { href: "/aboutus", label: "About" },
  { href: "/terms", label: "Terms" },
  { href: "/privacy", label: "Privacy" },
] as const;
