import { DEFAULT_LOCALE, LOCALES, localisedPath, type Locale } from "./locales.ts";

/**
 * A page's canonical address in `locale` and its alternates in every language, with English as the
 * x-default (hreflang links in <head>, the sitemap's xhtml:link). `path` is the English, unprefixed address.
 */
export function alternatesIn(locale: Locale, path: string) {
  const languages: Record<string, string> = {};
  for (const language of LOCALES) languages[language] = localisedPath(language, path);
  languages["x-default"] = localisedPath(DEFAULT_LOCALE, path);
  return { canonical: localisedPath(locale, path), languages };
}
