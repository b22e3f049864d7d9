import type { MetadataRoute } from "next";
import { LOCALES, localisedPath } from "@/lib/i18n/locales";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { config } from "@/lib/server/config";

/** Private pages, kept out of crawlers' way in every language. */
const PRIVATE_PAGES = [PROFILE_SETTINGS_PATH, "/lock-screen", "/reset-password", "/verify-email"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localisedPath(locale, path)))],
    },
    sitemap: `${config.siteUrl}/sitemap.xml`,
  };
}
