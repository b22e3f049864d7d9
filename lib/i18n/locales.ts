// The site's languages: English at today's addresses, Hindi, Telugu and Tamil under /hi, /te and /ta. Pure
// data and path arithmetic, shared by the request pipeline, server and client components.

export const LOCALES = ["en", "hi", "te", "ta"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own script, as a switcher offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  hi: "हिन्दी",
  te: "తెలుగు",
  ta: "தமிழ்",
};

/** The BCP 47 tag for Intl formats and hreflang: Indian English and the Indian forms of the others. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: "en-IN", hi: "hi-IN", te: "te-IN", ta: "ta-IN" };

/** The cookie that remembers a visitor's choice (the name next-intl and Next.js's own i18n give it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** `/hi/Artists` → { locale: "hi", path: "/Artists" }; an unprefixed path is English. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || "/", prefixed: true };
  return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
}

/** The public address of `path` (unprefixed, with any query) in `locale`: English keeps it as it is. */
export function localisedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** Where Next.js renders `path` (unprefixed) in `locale`: every language, English too, under app/[locale]. */
export function internalPath(locale: Locale, path: string): string {
  return `/${locale}${path === "/" ? "" : path}`;
}

/** A member's language as stored (User.locale); English for anything else. */
export function memberLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
