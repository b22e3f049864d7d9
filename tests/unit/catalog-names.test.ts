import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translatorOf } from "../helpers/catalogs";
import { CATEGORIES, GENDERS, memberNoun } from "@/lib/catalog";
import {
  catalogKey,
  categoryBlurb,
  categoryLabel,
  genderLabel,
  skinToneLabel,
  languageLabel,
  languageList,
  memberLabel,
  subcategoryLabel,
  type CatalogTranslator,
} from "@/lib/search/catalog-names";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { KNOWN_LANGUAGES, NAMED_CITIES, SKIN_TONES } from "@/lib/search/vocabulary";

type Catalog = Record<string, Record<string, string>>;

function catalog(locale: string): Catalog {
  const file = path.join(import.meta.dirname, "../../messages", locale, "Catalog.json");
  return JSON.parse(readFileSync(file, "utf8")) as Catalog;
}

const translator = (locale: Locale): CatalogTranslator => translatorOf(locale, "Catalog");

const SUBCATEGORIES = [...new Set(CATEGORIES.flatMap((c) => c.subcategories))];
const WITH_MEMBER_NOUN = SUBCATEGORIES.filter((s) => memberNoun(s) !== s);

/** Every key the helpers can reach, by section of the catalog. */
const EXPECTED: Record<string, string[]> = {
  categories: CATEGORIES.map((c) => catalogKey(c.name)),
  blurbs: CATEGORIES.map((c) => catalogKey(c.name)),
  subcategories: SUBCATEGORIES.map(catalogKey),
  members: WITH_MEMBER_NOUN.map(catalogKey),
  genders: GENDERS.map(catalogKey),
  languages: KNOWN_LANGUAGES.map(catalogKey),
  skinTones: SKIN_TONES.map(catalogKey),
  cities: NAMED_CITIES.map(catalogKey),
};

describe("catalog names", () => {
  it("derives camelCase keys from the English names", () => {
    expect(catalogKey("Writers & Directors")).toBe("writersDirectors");
    expect(catalogKey("Singers (Male)")).toBe("singersMale");
    expect(catalogKey("Co-Director")).toBe("coDirector");
    expect(catalogKey("Assistant DOP")).toBe("assistantDop");
    expect(catalogKey("Hero")).toBe("hero");
  });

  it("gives distinct names distinct keys", () => {
    for (const names of [CATEGORIES.map((c) => c.name), SUBCATEGORIES, [...GENDERS]]) {
      const keys = names.map(catalogKey);
      expect(new Set(keys).size, names.join(", ")).toBe(names.length);
      for (const k of keys) expect(k).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it.each(LOCALES)(
    "has every category, subcategory, member noun, gender, language, skin tone and city in %s, and nothing else",
    (locale) => {
      const messages = catalog(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(EXPECTED).sort());
      for (const [section, keys] of Object.entries(EXPECTED)) {
        expect(Object.keys(messages[section]).sort(), `${locale} ${section}`).toEqual([...keys].sort());
        for (const k of keys) expect(messages[section][k].trim(), `${locale} ${section}.${k}`).not.toBe("");
      }
    },
  );

  it("holds lib/catalog.ts's English word for word", () => {
    const t = translator("en");
    for (const category of CATEGORIES) {
      expect(categoryLabel(t, category.name)).toBe(category.name);
      expect(categoryBlurb(t, category.name)).not.toBe("");
      for (const sub of category.subcategories) {
        expect(subcategoryLabel(t, sub)).toBe(sub);
        expect(memberLabel(t, sub)).toBe(memberNoun(sub));
      }
    }
    for (const gender of GENDERS) expect(genderLabel(t, gender)).toBe(gender);
    for (const tone of SKIN_TONES) expect(skinToneLabel(t, tone)).toBe(tone);
  });

  it("names the languages as each language does, English ones as search knows them", () => {
    expect(languageList(translator("en"), ["Tamil", "Kannada"])).toBe("Tamil, Kannada");
    expect(languageList(translator("hi"), ["Tamil", "Kannada"])).toBe("तमिल, कन्नड़");
    expect(languageLabel(translator("te"), "Telugu")).toBe("తెలుగు");
    expect(languageLabel(translator("ta"), "Klingon")).toBe("Klingon");
  });

  it("translates the displayed names and leaves unknown ones as they are", () => {
    const hi = translator("hi");
    expect(categoryLabel(hi, "Writers & Directors")).toBe("राइटर और डायरेक्टर");
    expect(subcategoryLabel(hi, "Heroine")).toBe("हीरोइन");
    expect(memberLabel(hi, "Music Directors")).toBe("म्यूज़िक डायरेक्टर");
    expect(genderLabel(hi, "Female")).toBe("महिला");
    expect(categoryLabel(hi, "Nope")).toBe("Nope");
    expect(subcategoryLabel(hi, "Nope")).toBe("Nope");
    expect(genderLabel(hi, "Any")).toBe("Any");
  });
});
