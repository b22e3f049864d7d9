import type { createTranslator, Messages } from "next-intl";
import type { ProfileKind } from "../catalog.ts";
import { detailSections, formFor, privateSections } from "./kinds/index.ts";
import { formatDetail, type DetailRow, type DetailSection } from "./presentation.ts";
import { measureText, type MeasureUnit } from "../search/measures.ts";
import { catalogKey } from "../search/catalog-names.ts";

// The displayed names of the profile details (lib/profiles/kinds: sections, rows, option labels) in each language:
// the "ProfileFields" group of the "Profile" namespace (messages/{locale}/Profile.json). lib/profiles keeps its
// English; this file translates it at display time, keyed by the field's stable key, never by its English label.
// Members' own words stay as they typed them; only values from a fixed list of lib/profiles (a select's or a
// multi-select's options, stored in English) are translated.

/** A translator for the "Profile" namespace: `useTranslations("Profile")` or `await getTranslations("Profile")`. */
export type ProfileTranslator = ReturnType<typeof createTranslator<Messages, "Profile">>;

export const FIELD_KINDS: readonly ProfileKind[] = [
  "artist",
  "technician",
  "musician",
  "writerDirector",
  "cameraUnit",
  "location",
];

/** A row's key ("projects.current", a dotted path into the details) as a catalog key: "projectsCurrent". */
export function fieldKey(key: string): string {
  return key
    .split(".")
    .map((part, i) => (i ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join("");
}

/**
 * The one place where ProfileFields keys are built at run time: every key the profile page can reach, by group,
 * from lib/profiles/kinds itself (tests/unit/field-names.test.ts checks that every language has each of them
 * with lib's English; tests/unit/messages.test.ts counts them as read). The groups are:
 * - `sections.<catalogKey(title)>`: the sections' headings ("Private details" → privateDetails);
 * - `rows.<kind>.<fieldKey(row.key)>`: the public rows' labels; `privateRows.<kind>.…` the private ones';
 * - `options.<kind>.<fieldKey(row.key)>.<flag>`: the labels of a yes/no group's keys (row.flagLabels);
 * - `values.<kind>.<fieldKey(row.key)>.<catalogKey(value)>`: the options of a select or multi-select field.
 * A key not listed here is never looked up: the English of lib/profiles is shown instead.
 */
export const FIELD_NAME_KEYS: Readonly<Record<string, readonly string[]>> = reachableKeys();

function reachableKeys(): Record<string, string[]> {
  const found = new Map<string, Set<string>>();
  const add = (group: string, key: string) => found.set(group, (found.get(group) ?? new Set()).add(key));
  for (const kind of FIELD_KINDS)
    for (const [rows, sections] of [
      ["rows", detailSections(kind) ?? []],
      ["privateRows", privateSections(kind)],
    ] as const)
      for (const section of sections) {
        add("Profile.ProfileFields.sections", catalogKey(section.title));
        for (const row of section.rows) {
          const key = fieldKey(row.key);
          add(`Profile.ProfileFields.${rows}.${kind}`, key);
          for (const flag of Object.keys(row.flagLabels ?? {}))
            add(`Profile.ProfileFields.options.${kind}.${key}`, flag);
          for (const gender of ["Female", "Male"]) {
            const field = formFor(kind, gender)?.fields[row.key];
            if (field && (field.kind === "select" || field.kind === "multi"))
              for (const option of field.options)
                add(`Profile.ProfileFields.values.${kind}.${key}`, catalogKey(option));
          }
        }
      }
  return Object.fromEntries([...found].map(([group, keys]) => [group, [...keys]]));
}

const NAMESPACE = "Profile.";

function lookup(t: ProfileTranslator, group: string, key: string, english: string): string {
  if (!FIELD_NAME_KEYS[group]?.includes(key)) return english;
  return (t as unknown as (key: string) => string)(`${group.slice(NAMESPACE.length)}.${key}`);
}

/**
 * Which kind's sections these are, public or private: the page passes the very arrays lib/profiles/kinds gives
 * (detailSections, privateSections), so they are recognised as they are.
 */
export function sectionsOf(
  sections: readonly DetailSection[],
): { kind: ProfileKind; rows: "rows" | "privateRows" } | undefined {
  for (const kind of FIELD_KINDS) {
    if (detailSections(kind) === sections) return { kind, rows: "rows" };
    if (privateSections(kind) === sections && sections.length) return { kind, rows: "privateRows" };
  }
  return undefined;
}

/** A row as shown: its label and option labels translated, and `values` for a fixed list's stored English. */
export interface ShownRow extends DetailRow {
  /** English stored value → its displayed name. */
  values?: Record<string, string>;
}
export interface ShownSection extends DetailSection {
  rows: ShownRow[];
}

/** The options of the form field a row shows, where it is a select or multi-select (a fixed list). */
function fixedOptions(kind: ProfileKind, key: string): readonly string[] {
  const options = new Set<string>();
  for (const gender of ["Female", "Male"]) {
    const field = formFor(kind, gender)?.fields[key];
    if (field && (field.kind === "select" || field.kind === "multi")) for (const o of field.options) options.add(o);
  }
  return [...options];
}

/** A kind's sections in the page's language; sections not from lib/profiles/kinds are returned as they are. */
export function shownSections(t: ProfileTranslator, sections: readonly DetailSection[]): ShownSection[] {
  const of = sectionsOf(sections);
  if (!of) return [...sections];
  const { kind, rows } = of;
  return sections.map((section) => ({
    title: lookup(t, `${NAMESPACE}ProfileFields.sections`, catalogKey(section.title), section.title),
    rows: section.rows.map((row) => {
      const key = fieldKey(row.key);
      const options = fixedOptions(kind, row.key);
      return {
        ...row,
        label: lookup(t, `${NAMESPACE}ProfileFields.${rows}.${kind}`, key, row.label),
        ...(row.flagLabels
          ? {
              flagLabels: Object.fromEntries(
                Object.entries(row.flagLabels).map(([flag, label]) => [
                  flag,
                  lookup(t, `${NAMESPACE}ProfileFields.options.${kind}.${key}`, flag, label),
                ]),
              ),
            }
          : {}),
        ...(options.length
          ? {
              values: Object.fromEntries(
                options.map((o) => [o, lookup(t, `${NAMESPACE}ProfileFields.values.${kind}.${key}`, catalogKey(o), o)]),
              ),
            }
          : {}),
      };
    }),
  }));
}

/** What the words of a yes/no row, of an empty yes/no group and of a measure's units read. */
export interface DetailWords {
  yes: string;
  no: string;
  none: string;
  units: Record<MeasureUnit, string>;
}

/** The words of the "Profile" namespace for them. */
export function detailWords(t: ProfileTranslator): DetailWords {
  return {
    yes: t("ProfileFields.yes"),
    no: t("ProfileFields.no"),
    none: t("ProfileFields.none"),
    units: {
      cm: t("ProfileFields.units.cm"),
      kg: t("ProfileFields.units.kg"),
      ft: t("ProfileFields.units.ft"),
      in: t("ProfileFields.units.in"),
    },
  };
}

/**
 * A row's value as display text (lib/profiles/presentation.ts formatDetail, in the page's language);
 * undefined when there is nothing worth showing.
 */
export function detailText(row: ShownRow, value: unknown, words: DetailWords): string | undefined {
  if (value === null || value === undefined || value === "" || (value === false && row.format !== "yesno"))
    return undefined;
  if (row.format === "yesno") return value ? words.yes : words.no;
  if ((row.format === "height" || row.format === "weight") && typeof value === "string")
    return measureText(value, words.units);
  if (row.format === "flags") {
    const on = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v)
      .map(([flag]) => row.flagLabels?.[flag] ?? flag);
    return on.length ? on.join(", ") : words.none;
  }
  const named = (v: unknown) => (typeof v === "string" && row.values?.[v]) || v;
  return formatDetail(row, Array.isArray(value) ? value.map(named) : named(value));
}
