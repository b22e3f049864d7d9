// The one source of truth for categories and subcategories: menus, sign-up,
// validation, listing routes and the profile form of each category all read from here.

export type ProfileKind = "artist" | "technician" | "musician" | "writerDirector" | "cameraUnit" | "location";

export interface Category {
  name: string;
  /** Which profile table and form the category uses. */
  kind: ProfileKind;
  /** Path segment of the documented profile API: /api/<apiPath>/{userId}, /api/<apiPath>/add. */
  apiPath: string;
  /** schema.org type of a profile in this category. */
  schemaType: "Person" | "Place" | "Product";
  subcategories: readonly string[];
  /** Subcategories the navigation menu leaves out (they still have listings). */
  hiddenFromMenu?: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    name: "Artists",
    kind: "artist",
    apiPath: "actor",
    schemaType: "Person",
    subcategories: [
      "Hero",
      "Heroine",
      "Second Hero",
      "Mother Character",
      "Father Character",
      "Brother",
      "Sister",
      "Comedian",
      "Female Negative Character",
      "Male Negative Character",
      "Child Artist",
      "Male Friend Character",
      "Female Friend Character",
      "Side Characters",
      "Dancers",
    ],
  },
  {
    name: "Technicians",
    kind: "technician",
    apiPath: "technician",
    schemaType: "Person",
    subcategories: [
      "DOP",
      "Light Man",
      "Assistant DOP",
      "Focus Puller",
      "Still Photographer",
      "Editors",
      "Video Editors",
      "Color Mixer",
      "Audio Editor",
      "Makeup Artist",
      "Hair Stylist (Male)",
      "Hair Stylist (Female)",
      "Makeup Artist (Male)",
      "Makeup Artist (Female)",
      "Costume Designer",
    ],
    hiddenFromMenu: ["DOP", "Editors", "Makeup Artist"],
  },
  {
    name: "Writers & Directors",
    kind: "writerDirector",
    apiPath: "writer-director",
    schemaType: "Person",
    subcategories: [
      "Director",
      "Co-Director",
      "Associate Director",
      "Assistant Director",
      "Junior Director",
      "Art Director",
      "Story Writers",
      "Dialogue Writers",
      "Lyric Writers",
      "Screenplay Writers",
    ],
  },
  {
    name: "Music",
    kind: "musician",
    apiPath: "music",
    schemaType: "Person",
    subcategories: [
      "Music Directors",
      "Singers (Male)",
      "Singers (Female)",
      "Chorus",
      "Lyric Writers",
      "Dubbing",
      "Live Instruments",
    ],
  },
  {
    name: "Camera Unit",
    kind: "cameraUnit",
    apiPath: "cameraUnit",
    schemaType: "Product",
    subcategories: ["Sony", "Red Epic", "Red Dragon", "Alexa", "Camera Lens"],
  },
  {
    name: "Locations",
    kind: "location",
    apiPath: "locations",
    schemaType: "Place",
    subcategories: [
      "Street",
      "Cement Road",
      "Beach",
      "Park",
      "Hills",
      "Forest",
      "Mansion House",
      "Duplex",
      "Apartments",
      "Individual Homes",
      "Village House",
      "Farmhouse",
      "Lawn",
      "Balcony",
      "Hospital",
      "College",
      "Police Station",
      "Court",
      "Jail",
      "Shop and Complex",
      "Medical Shop",
      "Kirana Shop",
      "Corporate Office",
      "Bank",
    ],
  },
];

export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as [string, ...string[]];

export const GENDERS = ["Male", "Female", "Other"] as const;

export function findCategory(name: string | undefined | null): Category | undefined {
  return CATEGORIES.find((c) => c.name === name);
}

export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return findCategory(category)?.subcategories.includes(subcategory) ?? false;
}

/** Whether gender means anything for members of a category (not for places or equipment). */
export function hasGender(category: Category): boolean {
  return category.kind !== "location" && category.kind !== "cameraUnit";
}

/** Subcategories named in the plural or with a qualifier, and what one member of each is called. */
const ONE_MEMBER: Readonly<Record<string, string>> = {
  "Side Characters": "Side Character",
  Dancers: "Dancer",
  Editors: "Editor",
  "Video Editors": "Video Editor",
  "Story Writers": "Story Writer",
  "Dialogue Writers": "Dialogue Writer",
  "Lyric Writers": "Lyric Writer",
  "Screenplay Writers": "Screenplay Writer",
  "Music Directors": "Music Director",
  "Singers (Male)": "Singer",
  "Singers (Female)": "Singer",
  Chorus: "Chorus Singer",
  "Live Instruments": "Live Instrumentalist",
  Apartments: "Apartment",
  "Individual Homes": "Individual Home",
  Hills: "Hill",
  "Hair Stylist (Male)": "Hair Stylist",
  "Hair Stylist (Female)": "Hair Stylist",
  "Makeup Artist (Male)": "Makeup Artist",
  "Makeup Artist (Female)": "Makeup Artist",
};

/** How one member of a subcategory is named: "Music Director", not "Music Directors". */
export function memberNoun(subcategory: string): string {
  return ONE_MEMBER[subcategory] ?? subcategory;
}

/** "a Hero", "an Editor", "an Alexa". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

export function menuSubcategories(category: Category): string[] {
  return category.subcategories.filter((s) => !category.hiddenFromMenu?.includes(s));
}

/** `/Writers%20%26%20Directors/Director`: the listing URL of a category and subcategory. */
export function listingPath(category: string, subcategory?: string): string {
  const base = `/${encodeURIComponent(category)}`;
  return subcategory ? `${base}/${encodeURIComponent(subcategory)}` : base;
}

/** Decodes one route segment, tolerating both raw and percent-encoded forms. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Resolves `/{category}/{subcategory}` route parameters; undefined when either is not in the catalog. */
export function resolveListing(categoryParam: string, subcategoryParam: string) {
  const category = findCategory(decodeSegment(categoryParam));
  const subcategory = decodeSegment(subcategoryParam);
  if (!category || !category.subcategories.includes(subcategory)) return undefined;
  return { category, subcategory };
}

/** Pages of their own whose address a category's name would otherwise claim: the technicians' listing. */
const OWN_PAGES = new Set(["/technicians"]);

/**
 * Where a path that names a category or a listing loosely (another case, "+" for spaces) belongs: its
 * canonical address. Undefined for an exact path and for anything that is not a category or a listing.
 */
export function canonicalListingPath(pathname: string): string | undefined {
  if (OWN_PAGES.has(pathname.replace(/\/$/, ""))) return undefined;
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length !== 1 && parts.length !== 2) return undefined;
  const loose = (segment: string) => decodeSegment(segment.replace(/\+/g, " ")).trim().toLowerCase();
  const category = CATEGORIES.find((c) => c.name.toLowerCase() === loose(parts[0]));
  if (!category) return undefined;
  if (parts.length === 1) return decodeSegment(parts[0]) === category.name ? undefined : listingPath(category.name);
  const subcategory = category.subcategories.find((s) => s.toLowerCase() === loose(parts[1]));
  if (!subcategory) return undefined;
  if (decodeSegment(parts[0]) === category.name && decodeSegment(parts[1]) === subcategory) return undefined;
  return listingPath(category.name, subcategory);
}
