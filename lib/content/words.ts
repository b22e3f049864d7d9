import { createTranslator } from "use-intl/core";
import type { Messages } from "next-intl";
import home from "../../messages/en/Home.json";
import site from "../../messages/en/Site.json";
import { INDIA_TIME_ZONE } from "../dates.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";

// The words of the site's own pages (about, how it works, FAQ, contact, terms, privacy) are the "Site" catalog's,
// with the texts the home shows too read from "Home": lib/content builds each page's content from a translator of
// the page's language. The English content (the defaults, and what the tests read) comes from the same English
// catalogs, so English has one source.

/** A translator for "Site" or "Home": `useTranslations("Site")` or `await getTranslations("Site")`. */
export type Translator<Namespace extends "Site" | "Home"> = ReturnType<typeof createTranslator<Messages, Namespace>>;

/** "Site" in English. */
export const ENGLISH_SITE: Translator<"Site"> = createTranslator({
  locale: DEFAULT_LOCALE,
  messages: { Site: site } as Messages,
  namespace: "Site",
  timeZone: INDIA_TIME_ZONE,
});

/** "Home" in English. */
export const ENGLISH_HOME: Translator<"Home"> = createTranslator({
  locale: DEFAULT_LOCALE,
  messages: { Home: home } as Messages,
  namespace: "Home",
  timeZone: INDIA_TIME_ZONE,
});
