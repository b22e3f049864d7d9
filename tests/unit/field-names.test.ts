import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translatorOf } from "../helpers/catalogs";
import { catalogKey } from "@/lib/search/catalog-names";
import {
  detailText,
  detailWords,
  FIELD_KINDS,
  FIELD_NAME_KEYS,
  fieldKey,
  sectionsOf,
  shownSections,
  type ProfileTranslator,
} from "@/lib/profiles/field-names";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { detailSections, formFor, privateSections } from "@/lib/profiles/kinds";
import { formatDetail, type DetailSection } from "@/lib/profiles/presentation";

type Tree = { [key: string]: string | Tree };

function catalog(locale: string): Tree {
  const file = path.join(import.meta.dirname, "../../messages", locale, "Profile.json");
  return JSON.parse(readFileSync(file, "utf8")) as Tree;
}

const translator = (locale: Locale): ProfileTranslator => translatorOf(locale, "Profile");

/** Every displayed section, row, option label and fixed-list value of every kind, as group → key → English. */
function expected(): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  const add = (group: string, key: string, english: string) => {
    const keys = found.get(group) ?? new Map<string, string>();
    found.set(group, keys);
    // One key, one English wording: a key reached twice must mean the same.
    expect(keys.get(key) ?? english, `${group}.${key}`).toBe(english);
    keys.set(key, english);
  };
  const all: [string, DetailSection[]][] = FIELD_KINDS.flatMap((kind) => [
    [`rows.${kind}`, detailSections(kind) ?? []] as [string, DetailSection[]],
    [`privateRows.${kind}`, privateSections(kind)] as [string, DetailSection[]],
  ]);
  for (const [rows, sections] of all) {
    const kind = rows.split(".")[1] as (typeof FIELD_KINDS)[number];
    for (const section of sections) {
      add("Profile.ProfileFields.sections", catalogKey(section.title), section.title);
      for (const row of section.rows) {
        const key = fieldKey(row.key);
        add(`Profile.ProfileFields.${rows}`, key, row.label);
        for (const [flag, label] of Object.entries(row.flagLabels ?? {}))
          add(`Profile.ProfileFields.options.${kind}.${key}`, flag, label);
        for (const gender of ["Female", "Male"]) {
          const field = formFor(kind, gender)?.fields[row.key];
          if (field && (field.kind === "select" || field.kind === "multi"))
            for (const option of field.options)
              add(`Profile.ProfileFields.values.${kind}.${key}`, catalogKey(option), option);
        }
      }
    }
  }
  return found;
}

function at(tree: Tree, dotted: string): string | Tree | undefined {
  return dotted
    .split(".")
    .reduce<string | Tree | undefined>((v, k) => (typeof v === "object" ? v[k] : undefined), tree);
}

describe("profile field names", () => {
  const wanted = expected();

  it("lists exactly the keys the profile page can reach", () => {
    const listed = Object.fromEntries(Object.entries(FIELD_NAME_KEYS).map(([g, keys]) => [g, [...keys].sort()]));
    const reached = Object.fromEntries([...wanted].map(([g, keys]) => [g, [...keys.keys()].sort()]));
    expect(listed).toEqual(reached);
    for (const keys of Object.values(FIELD_NAME_KEYS)) for (const k of keys) expect(k).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it.each(LOCALES)("has every displayed field of every kind in %s", (locale) => {
    const messages = catalog(locale);
    for (const [group, keys] of wanted)
      for (const [key, english] of keys) {
        const message = at(messages, `${group.slice("Profile.".length)}.${key}`);
        expect(typeof message, `${locale} ${group}.${key}`).toBe("string");
        expect((message as string).trim(), `${locale} ${group}.${key}`).not.toBe("");
        if (locale === "en") expect(message, `${group}.${key}`).toBe(english);
      }
  });

  it("recognises the kinds' own sections, and nothing else", () => {
    for (const kind of FIELD_KINDS) expect(sectionsOf(detailSections(kind)!)).toEqual({ kind, rows: "rows" });
    expect(sectionsOf(privateSections("artist"))).toEqual({ kind: "artist", rows: "privateRows" });
    const copy = detailSections("artist")!.map((s) => ({ ...s }));
    expect(sectionsOf(copy)).toBeUndefined();
    expect(shownSections(translator("hi"), copy)).toEqual(copy);
  });

  it("reads word for word as lib/profiles in English", () => {
    const t = translator("en");
    const words = detailWords(t);
    const samples: unknown[] = [true, false, "Hyderabad", ["Traditional", "Western"], { indoor: true }, {}, null, ""];
    for (const kind of FIELD_KINDS)
      for (const sections of [detailSections(kind)!, privateSections(kind)]) {
        const shown = shownSections(t, sections);
        // The same titles, labels and option labels: only a fixed list's \`values\` is added.
        const stripped = shown.map((s) => ({
          ...s,
          rows: s.rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== "values"))),
        }));
        expect(stripped).toEqual(sections);
        for (const section of shown)
          for (const row of section.rows)
            for (const v of samples) expect(detailText(row, v, words)).toBe(formatDetail(row, v));
      }
  });

  it("translates labels, option labels and fixed-list values, and leaves members' words as typed", () => {
    const t = translator("hi");
    const words = detailWords(t);
    const [personal, looks, work] = shownSections(t, detailSections("artist")!);
    expect(personal.title).toBe("निजी जानकारी");
    expect(personal.rows.find((r) => r.key === "city")!.label).toBe("शहर");
    expect(looks.rows.find((r) => r.key === "skinTone")!.label).toBe("स्किन टोन");
    const row = (key: string) => work.rows.find((r) => r.key === key)!;
    expect(detailText(row("passport"), true, words)).toBe("हाँ");
    expect(detailText(row("passport"), false, words)).toBe("नहीं");
    expect(detailText(row("interests"), { acting: true, rampShows: true }, words)).toBe("एक्टिंग, रैंप शो");
    expect(detailText(row("interests"), { acting: false }, words)).toBe("कोई नहीं");
    expect(detailText(row("dressesComfortableWith"), ["Western", "Sarees"], words)).toBe("वेस्टर्न, Sarees");
    expect(detailText(row("skills"), ["Kathak", "Horse riding"], words)).toBe("Kathak, Horse riding");
    const [location] = shownSections(t, detailSections("location")!);
    const place = (key: string) => location.rows.find((r) => r.key === key)!;
    expect(detailText(place("availability"), "On-Shoot", words)).toBe("शूट चल रहा है");
    expect(detailText(place("availableLocations"), ["Beach", "Police Station"], words)).toBe("बीच, पुलिस स्टेशन");
    expect(detailText(place("description"), "A sea-facing bungalow", words)).toBe("A sea-facing bungalow");
    const [secret] = shownSections(t, privateSections("artist"));
    expect(secret.rows.find((r) => r.key === "comfortLevel")!.flagLabels!.onScreenKiss).toBe("ऑन-स्क्रीन किस");
  });
});
