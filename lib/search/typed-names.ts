import "server-only";
import { canonicalLanguage, KNOWN_LANGUAGES, NAMED_CITIES } from "./vocabulary.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { catalogKey } from "./catalog-names.ts";
import { LOCALES } from "../i18n/locales.ts";

// Names as a reader of any of the site's languages types them into a filter: "तमिल", "తమిళం" and "Tamil" are one
// language to search, "हैदराबाद" and "Hyderabad" one city. The names are the catalogs' ("Catalog" languages.* and
// cities.*), so that what a page shows as an example is what its filters take.

const key = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Each catalog name of `group` in every language (lower-cased) → its English name. */
function byLocalName(group: "languages" | "cities", englishNames: readonly string[]): ReadonlyMap<string, string> {
  return new Map(
    LOCALES.flatMap((locale) => {
      const t = translatorFor(locale, "Catalog") as unknown as (key: string) => string;
      return englishNames.map((name) => [key(t(`${group}.${catalogKey(name)}`)), name] as const);
    }),
  );
}

const LANGUAGES = byLocalName("languages", KNOWN_LANGUAGES);
const CITIES = byLocalName("cities", NAMED_CITIES);

/** A language's canonical (English) name, whichever of the site's languages it was typed in. */
export function languageFromAnyScript(name: string): string {
  return LANGUAGES.get(key(name)) ?? canonicalLanguage(name);
}

/** A city typed in one of the site's other languages as its English name; anything else as it was typed. */
export function cityFromAnyScript(city: string): string {
  return CITIES.get(key(city)) ?? city;
}
