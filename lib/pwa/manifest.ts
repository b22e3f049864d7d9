import "server-only";
import type { MetadataRoute } from "next";
import { translatorFor } from "../i18n/catalogs.ts";
import { DEFAULT_LOCALE, isLocale, localisedPath, type Locale } from "../i18n/locales.ts";
import { CALLS_PATH } from "../hiring/paths.ts";
import { BOOKINGS_PATH } from "../rentals/paths.ts";
import { SITE_NAME, THEME_COLOR } from "../site.ts";

// The web app manifest (/manifest.webmanifest?lang=…) that lets a phone install Castfolio on its home screen:
// its name, description and shortcuts in the page's language (each page links the one of its language), the
// icons of public/icons/ (drawn from app/icon.svg by `npm run icons`), and a start address marked as the
// installed app's, so that visits from the home screen can be told apart.

export const MANIFEST_PATH = "/manifest.webmanifest";
/** The query marker of a visit opened from the installed app. */
export const APP_SOURCE = "source=app";

const ICONS: MetadataRoute.Manifest["icons"] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** The manifest's address for a page in `locale`. */
export const manifestPath = (locale: Locale) => `${MANIFEST_PATH}?lang=${locale}`;

/** The `lang` a manifest was asked in, English for anything else. */
export const manifestLocale = (lang: string | null): Locale => (isLocale(lang) ? lang : DEFAULT_LOCALE);

export function webAppManifest(locale: Locale): MetadataRoute.Manifest {
  const t = translatorFor(locale, "Site");
  const at = (path: string) => localisedPath(locale, path);
  const shortcut = (name: string, path: string) => ({
    name,
    url: `${at(path)}?${APP_SOURCE}`,
    icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
  });
  return {
    id: "/",
    name: t("app.name"),
    short_name: SITE_NAME,
    description: t("app.description"),
    lang: locale,
    dir: "ltr",
    start_url: `${at("/")}?${APP_SOURCE}`,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    categories: ["business", "entertainment", "social"],
    icons: ICONS,
    shortcuts: [
      shortcut(t("app.messages"), "/messages"),
      shortcut(t("app.bookings"), BOOKINGS_PATH),
      shortcut(t("app.castingCalls"), CALLS_PATH),
    ],
  };
}
