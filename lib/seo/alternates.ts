import { DEFAULT_LOCALE, LOCALES, localisedPath, type Locale } from "../i18n/locales.ts";
import { isTranslated } from "./translated-pages.ts";

/**
 * A page's canonical address in `locale` and its alternates in every language, with English as the
 * x-default (hreflang links in <head>, the sitemap's xhtml:link). `path` is the English, unprefixed address
 * (with its query where the query names another page: /employers?page=2).
 * A page not yet translated has its English address as canonical, and no alternates.
 */
export function alternatesIn(locale: Locale, path: string): { canonical: string; languages?: Record<string, string> } {
  if (!isTranslated(path.split("?")[0])) return { canonical: path };
  const languages: Record<string, string> = {};
  for (const language of LOCALES) languages[language] = localisedPath(language, path);
  languages["x-default"] = localisedPath(DEFAULT_LOCALE, path);
  return { canonical: localisedPath(locale, path), languages };
}
