import { translatorFor, type ServerTranslator } from "../i18n/catalogs.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";

// The words of the site's own pages (about, how it works, FAQ, contact, terms, privacy) are the "Site" catalog's,
// with the texts the home shows too read from "Home": lib/content builds each page's content from a translator of
// the page's language. The English content (the defaults, and what the tests read) comes from the same English
// catalogs, so English has one source.

/** A translator for "Site" or "Home": `useTranslations("Site")` or `await getTranslations("Site")`. */
export type Translator<Namespace extends "Site" | "Home"> = ServerTranslator<Namespace>;

/** "Site" in English. */
export const ENGLISH_SITE: Translator<"Site"> = translatorFor(DEFAULT_LOCALE, "Site");

/** "Home" in English. */
export const ENGLISH_HOME: Translator<"Home"> = translatorFor(DEFAULT_LOCALE, "Home");
