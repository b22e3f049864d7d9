import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "./locales.ts";

// next-intl's view of the addresses: English without a prefix, the others under theirs. The request pipeline
// (lib/server/request-pipeline.ts) maps addresses to the [locale] segment; nothing is detected from
// Accept-Language (crawlers are never redirected), and the header's alternates are written by the pages.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});
