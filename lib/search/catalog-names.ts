import type { createTranslator, Messages } from "next-intl";
import { CATEGORIES, GENDERS, memberNoun } from "../catalog.ts";
import { KNOWN_LANGUAGES, NAMED_CITIES, SKIN_TONES } from "./vocabulary.ts";

// The displayed names of lib/catalog.ts's categories, subcategories and genders in each language (the
// "Catalog" namespace, messages/{locale}/Catalog.json). Stored values, URLs and query parameters stay English:
// only what a visitor reads goes through these helpers. Keys derive from the English names:
// "Writers & Directors" → "writersDirectors", "Singers (Male)" → "singersMale", "Assistant DOP" → "assistantDop".

/** A translator for the "Catalog" namespace: `useTranslations("Catalog")` or `await getTranslations("Catalog")`. */
export type CatalogTranslator = ReturnType<typeof createTranslator<Messages, "Catalog">>;

/** The stable camelCase key of an English catalog name: its words, the first lower-case, the others capitalised. */
export function catalogKey(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => {
      const lower = word.toLowerCase();
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join("");
}

const CATEGORY_SET = new Set(CATEGORIES.map((c) => c.name));
const SUBCATEGORY_SET = new Set(CATEGORIES.flatMap((c) => c.subcategories));
const GENDER_SET = new Set<string>(GENDERS);
const LANGUAGE_SET = new Set<string>(KNOWN_LANGUAGES);
const SKIN_TONE_SET = new Set<string>(SKIN_TONES);
const CITY_BY_KEY = new Map<string, string>(NAMED_CITIES.map((city) => [city.toLowerCase(), city]));

/**
 * The one place where Catalog keys are built at run time. The keys reached are exactly these (checked for
 * every name of lib/catalog.ts in every language by tests/unit/catalog-names.test.ts):
 * - `categories.<key>` and `blurbs.<key>` for each category;
 * - `subcategories.<key>` for each subcategory;
 * - `members.<key>` for each subcategory whose member noun differs from its name (lib/catalog.ts ONE_MEMBER);
 * - `genders.<key>` for Male, Female and Other;
 * - `languages.<key>` for each language search knows (lib/search/vocabulary.ts KNOWN_LANGUAGES);
 * - `skinTones.<key>` for each skin tone search filters by (lib/search/vocabulary.ts SKIN_TONES).
 */
function lookup(t: CatalogTranslator, key: string): string {
  return (t as unknown as (key: string) => string)(key);
}

/** "Writers & Directors" → "लेखक और डायरेक्टर" on a Hindi page; a name not in the catalog is shown as it is. */
export function categoryLabel(t: CatalogTranslator, name: string): string {
  return CATEGORY_SET.has(name) ? lookup(t, `categories.${catalogKey(name)}`) : name;
}

/** The category's one-line description (lib/catalog.ts `blurb`); empty for a name not in the catalog. */
export function categoryBlurb(t: CatalogTranslator, name: string): string {
  return CATEGORY_SET.has(name) ? lookup(t, `blurbs.${catalogKey(name)}`) : "";
}

/** "Heroine" → "हीरोइन"; a name not in the catalog is shown as it is. */
export function subcategoryLabel(t: CatalogTranslator, name: string): string {
  return SUBCATEGORY_SET.has(name) ? lookup(t, `subcategories.${catalogKey(name)}`) : name;
}

/** What one member of a subcategory is called (lib/catalog.ts `memberNoun`): "Music Directors" → "Music Director". */
export function memberLabel(t: CatalogTranslator, subcategory: string): string {
  if (!SUBCATEGORY_SET.has(subcategory)) return subcategory;
  return memberNoun(subcategory) === subcategory
    ? subcategoryLabel(t, subcategory)
    : lookup(t, `members.${catalogKey(subcategory)}`);
}

/** "Female" → "महिला"; a value that is not one of GENDERS is shown as it is. */
export function genderLabel(t: CatalogTranslator, gender: string): string {
  return GENDER_SET.has(gender) ? lookup(t, `genders.${catalogKey(gender)}`) : gender;
}

/** "Tamil" → "तमिल" on a Hindi page; a language search does not know is shown as it is. */
export function languageLabel(t: CatalogTranslator, name: string): string {
  return LANGUAGE_SET.has(name) ? lookup(t, `languages.${catalogKey(name)}`) : name;
}

/** "Wheatish" → "गेहुँआ" on a Hindi page; a value that is not one of SKIN_TONES is shown as it is. */
export function skinToneLabel(t: CatalogTranslator, tone: string): string {
  return SKIN_TONE_SET.has(tone) ? lookup(t, `skinTones.${catalogKey(tone)}`) : tone;
}

/** "Mumbai" → "ముంబై" on a Telugu page; a city the catalog does not name is shown as the member wrote it. */
export function cityLabel(t: CatalogTranslator, city: string): string {
  const named = CITY_BY_KEY.get(city.trim().toLowerCase());
  return named ? lookup(t, `cities.${catalogKey(named)}`) : city;
}

/** Languages as a reader of the page's language reads a list of them: "तमिल, कन्नड़". */
export function languageList(t: CatalogTranslator, names: readonly string[]): string {
  return names.map((name) => languageLabel(t, name)).join(", ");
}
