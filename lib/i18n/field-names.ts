import type { createTranslator, Messages } from "next-intl";
import type { ProfileKind } from "../catalog.ts";
import { detailSections, formFor, privateSections } from "../profiles/kinds/index.ts";
import { formatDetail, type DetailRow, type DetailSection } from "../profiles/presentation.ts";
import { catalogKey } from "./catalog-names.ts";

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
 * The one place where ProfileFields keys are built at run time: every key that can be reached, by group
 * (tests/unit/field-names.test.ts checks that this table holds every displayed section, row, option label and
 * fixed-list value of every kind, and that every language has each of them). The groups are:
 * - `sections.<catalogKey(title)>`: the sections' headings ("Private details" → privateDetails);
 * - `rows.<kind>.<fieldKey(row.key)>`: the public rows' labels; `privateRows.<kind>.…` the private ones';
 * - `options.<kind>.<fieldKey(row.key)>.<flag>`: the labels of a yes/no group's keys (row.flagLabels);
 * - `values.<kind>.<fieldKey(row.key)>.<catalogKey(value)>`: the options of a select or multi-select field.
 * A key not listed here is never looked up: the English of lib/profiles is shown instead.
 * (Written out, group and key quoted, so that tests/unit/messages.test.ts also sees each of them read.)
 */
export const FIELD_NAME_KEYS: Readonly<Record<string, readonly string[]>> = {
  "Profile.ProfileFields.sections": [
    "personal",
    "looks",
    "work",
    "privateDetails",
    "music",
    "director",
    "writer",
    "equipment",
    "location",
  ],
  "Profile.ProfileFields.rows.artist": [
    "city",
    "age",
    "education",
    "languages",
    "presentProfession",
    "aim",
    "height",
    "weight",
    "skinTone",
    "eyeColor",
    "hairColor",
    "shoeSize",
    "skills",
    "experienceDetails",
    "passport",
    "openForOutStationsShoots",
    "openForOutOfCountryShoots",
    "dressesComfortableWith",
    "interests",
  ],
  "Profile.ProfileFields.rows.technician": [
    "city",
    "education",
    "languages",
    "certifications",
    "experience",
    "expertise",
    "specialization",
    "softwareSkills",
    "cameraExperience",
    "lightingExpertise",
    "equipmentOwned",
    "toolsOwned",
    "toolPreferences",
    "pastProjects",
    "passport",
    "openFor",
    "comfortWith",
  ],
  "Profile.ProfileFields.rows.musician": [
    "city",
    "education",
    "languages",
    "certifications",
    "experience",
    "instrumentExpertise",
    "musicGenreSpecialization",
    "pastProjects",
    "toolsOwned",
    "vocalSkills",
    "soundDesignExperience",
    "studioExperience",
    "livePerformanceExperience",
    "passport",
  ],
  "Profile.ProfileFields.rows.writerDirector": [
    "city",
    "education",
    "languages",
    "experience",
    "genres",
    "skills",
    "awards",
    "professionalAssociations",
    "projectsCurrent",
    "projectsCompleted",
    "previousWorkSamples",
    "availability",
    "directorNotableMovies",
    "directorShortFims",
    "directorAdFilms",
    "directorWebSeries",
    "directorExpertise",
    "writerScriptsWritten",
    "writerNotableCollaborations",
    "writerGenresSpecialized",
    "writerPublications",
  ],
  "Profile.ProfileFields.rows.cameraUnit": [
    "city",
    "brand",
    "lensType",
    "focalLength",
    "accessories",
    "toolsOwned",
    "pastProjects",
    "openFor",
  ],
  "Profile.ProfileFields.rows.location": ["city", "availability", "availableLocations", "experience", "description"],
  "Profile.ProfileFields.privateRows.artist": [
    "measurementsBust",
    "measurementsWaist",
    "measurementsHips",
    "comfortLevel",
    "interests",
    "outfitPreferences",
  ],
  "Profile.ProfileFields.options.artist.interests": [
    "acting",
    "printShoot",
    "rampShows",
    "designerShoots",
    "ethnicWears",
    "westernWears",
    "bikiniShoots",
    "lingerieShoots",
    "swimSuits",
    "bodyPaintShoots",
    "calendarShoots",
    "musicAlbums",
    "semiNude",
    "nudeShoot",
  ],
  "Profile.ProfileFields.options.artist.comfortLevel": ["onScreenKiss", "onScreenSmooch", "loveMaking"],
  "Profile.ProfileFields.options.artist.outfitPreferences": [
    "indianWear",
    "westernWear",
    "skirt",
    "bikini",
    "boldScenes",
    "shorts",
  ],
  "Profile.ProfileFields.options.technician.openFor": ["outstationShoots", "outOfCountryShoots"],
  "Profile.ProfileFields.options.technician.comfortWith": ["makeup", "hairStyling", "traditionalWear", "westernWear"],
  "Profile.ProfileFields.options.writerDirector.availability": ["freelance", "fullTime"],
  "Profile.ProfileFields.options.cameraUnit.openFor": ["outstationShoots", "outOfCountryShoots"],
  "Profile.ProfileFields.values.artist.dressesComfortableWith": [
    "traditional",
    "ethnic",
    "western",
    "shorts",
    "dresses",
  ],
  "Profile.ProfileFields.values.location.availability": ["available", "notAvailable", "onShoot"],
  "Profile.ProfileFields.values.location.availableLocations": [
    "hospital",
    "college",
    "policeStation",
    "court",
    "jail",
    "shopAndComplex",
    "medicalShop",
    "kiranaShop",
    "corporateOffice",
    "bank",
    "street",
    "cementRoad",
    "beach",
    "sceneSetup",
    "park",
    "hills",
    "forest",
    "mansion",
    "duplex",
    "apartments",
    "individualHomes",
    "villageHouse",
    "farmHouse",
    "lawn",
    "balcony",
    "bedroom",
    "wardrobe",
    "kitchen",
    "interiors",
    "furniture",
    "fallCeiling",
  ],
};

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

/** What the words of a yes/no row and of an empty yes/no group read. */
export interface DetailWords {
  yes: string;
  no: string;
  none: string;
}

/** The words of the "Profile" namespace for them. */
export function detailWords(t: ProfileTranslator): DetailWords {
  return { yes: t("ProfileFields.yes"), no: t("ProfileFields.no"), none: t("ProfileFields.none") };
}

/**
 * A row's value as display text (lib/profiles/presentation.ts formatDetail, in the page's language);
 * undefined when there is nothing worth showing.
 */
export function detailText(row: ShownRow, value: unknown, words: DetailWords): string | undefined {
  if (value === null || value === undefined || value === "" || (value === false && row.format !== "yesno"))
    return undefined;
  if (row.format === "yesno") return value ? words.yes : words.no;
  if (row.format === "flags") {
    const on = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v)
      .map(([flag]) => row.flagLabels?.[flag] ?? flag);
    return on.length ? on.join(", ") : words.none;
  }
  const named = (v: unknown) => (typeof v === "string" && row.values?.[v]) || v;
  return formatDetail(row, Array.isArray(value) ? value.map(named) : named(value));
}
