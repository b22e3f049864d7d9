import { describe, expect, it } from "vitest";
import { wordsOf, type FormWords, type SettingsWords } from "@/components/settings/form-words";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { ProfileDefinition } from "@/lib/profiles/definition";
import { translatorOf } from "../helpers/catalogs";
import { EVERY_FORM } from "../helpers/profile-forms";

// A member's profile form in the page's language (components/settings/form-words.ts): its words are read by the
// fields' names and the form's kind, never matched back from lib's English; English reads as lib/profiles has it.

const wordsIn = (form: ProfileDefinition, locale: Locale): FormWords =>
  wordsOf(form, translatorOf(locale, "Settings") as unknown as SettingsWords, translatorOf(locale, "Profile"));

/** Every word of a form's words, by where it is shown. */
function everyWord(words: FormWords): [string, string][] {
  const found: [string, string][] = [["title", words.title]];
  for (const [section, title] of Object.entries(words.sections)) found.push([`section ${section}`, title]);
  for (const [name, field] of Object.entries(words.fields)) {
    found.push([name, field.label]);
    if (field.hint) found.push([`${name} hint`, field.hint]);
    for (const [key, label] of Object.entries({ ...field.options, ...field.labels }))
      found.push([`${name}.${key}`, label]);
  }
  return found;
}

describe("a profile form's words", () => {
  it("read in English as lib/profiles writes the form", () => {
    for (const form of EVERY_FORM) {
      const words = wordsIn(form, "en");
      expect(words.title).toBe(form.title);
      for (const section of form.sections) expect(words.sections[section.title]).toBe(section.title);
      for (const [name, def] of Object.entries(form.fields)) {
        expect(words.fields[name].label, `${form.title}: ${name}`).toBe(def.label);
        if (def.kind === "flags" || def.kind === "texts")
          expect(words.fields[name].labels, `${form.title}: ${name}`).toEqual(def.labels);
        if (def.kind === "select" || def.kind === "multi")
          expect(Object.keys(words.fields[name].options ?? {}), name).toEqual([...def.options]);
      }
    }
  });

  it("read wholly in Hindi, Telugu and Tamil: no word left in English", () => {
    for (const form of EVERY_FORM) {
      const english = new Map(everyWord(wordsIn(form, "en")));
      for (const locale of LOCALES.filter((l) => l !== "en"))
        for (const [where, word] of everyWord(wordsIn(form, locale)))
          if (/[A-Za-z]{3}/.test(word)) expect(word, `${locale} ${form.title}: ${where}`).not.toBe(english.get(where));
    }
  });

  it("follow a field's own words, not another form's with the same English", () => {
    const technician = EVERY_FORM.find((form) => form.kind === "technician")!;
    const artist = EVERY_FORM.find((form) => form.kind === "artist")!;
    expect(wordsIn(artist, "hi").fields.experience.label).toBe("अनुभवी");
    expect(wordsIn(technician, "hi").fields.experience.label).not.toBe("अनुभवी");
  });
});
