// The words search compares: languages, skills, cities and skin tones, each written one way whatever a
// member typed ("telugu, Hindi" -> Telugu, Hindi; Bombay -> Mumbai). Browser-safe: the search form
// offers the same lists.

/** Languages by the name search shows, with the other spellings people type. */
const LANGUAGE_NAMES: Record<string, readonly string[]> = {
  Arabic: [],
  Assamese: ["asamiya"],
  Bengali: ["bangla"],
  Bhojpuri: [],
  Chinese: ["mandarin"],
  English: ["eng"],
  French: [],
  German: [],
  Gujarati: ["gujrati"],
  Haryanvi: [],
  Hindi: ["hindhi"],
  Italian: [],
  Japanese: [],
  Kannada: ["kanada", "kanadda"],
  Kashmiri: [],
  Konkani: [],
  Korean: [],
  Maithili: [],
  Malayalam: ["malyalam", "malayalum"],
  Manipuri: ["meitei"],
  Marathi: [],
  Nepali: [],
  Odia: ["oriya"],
  Portuguese: [],
  Punjabi: ["panjabi"],
  Rajasthani: [],
  Russian: [],
  Sanskrit: [],
  Sindhi: [],
  Sinhala: ["sinhalese"],
  Spanish: [],
  Tamil: ["tamizh", "thamizh"],
  Telugu: ["telgu", "thelugu"],
  Tulu: [],
  Urdu: [],
};

/** The languages the search form offers, in alphabetical order. */
export const KNOWN_LANGUAGES = Object.keys(LANGUAGE_NAMES);

const LANGUAGE_BY_KEY = new Map(
  Object.entries(LANGUAGE_NAMES).flatMap(([name, aliases]) =>
    [name.toLowerCase(), ...aliases].map((key) => [key, name] as const),
  ),
);

/** Cities by the name search shows, with their other names. */
const CITY_NAMES: Record<string, readonly string[]> = {
  Mumbai: ["bombay"],
  Chennai: ["madras"],
  Bengaluru: ["bangalore"],
  Kolkata: ["calcutta"],
  Delhi: ["new delhi"],
  Pune: ["poona"],
  Gurugram: ["gurgaon"],
  Thiruvananthapuram: ["trivandrum"],
  Visakhapatnam: ["vizag", "vishakhapatnam"],
  Kochi: ["cochin"],
  Mysuru: ["mysore"],
  Vadodara: ["baroda"],
  Puducherry: ["pondicherry"],
  Prayagraj: ["allahabad"],
  Kozhikode: ["calicut"],
  Mangaluru: ["mangalore"],
  Vijayawada: ["bezawada"],
};

/**
 * The cities whose names the catalogs carry in every language ("Catalog" cities.*): a filter takes them typed in
 * any of the site's scripts (lib/search/typed-names.ts), and the pages' examples are among them.
 */
export const NAMED_CITIES = [
  "Mumbai",
  "Chennai",
  "Bengaluru",
  "Kolkata",
  "Delhi",
  "Pune",
  "Hyderabad",
  "Kochi",
  "Thiruvananthapuram",
  "Visakhapatnam",
  "Vijayawada",
  "Goa",
  "Mysuru",
  "Coimbatore",
  "Madurai",
  "Ahmedabad",
  "Jaipur",
  "Lucknow",
  "Chandigarh",
  "Puducherry",
] as const;

const CITY_BY_KEY = new Map(
  Object.entries(CITY_NAMES).flatMap(([name, aliases]) =>
    [name.toLowerCase(), ...aliases].map((key) => [key, name] as const),
  ),
);

/** The skin tones search filters on, lightest first. */
export const SKIN_TONES = ["Fair", "Wheatish", "Medium", "Dusky", "Dark"] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

const SKIN_TONE_WORDS: readonly [RegExp, SkinTone][] = [
  [/\bwheat/i, "Wheatish"],
  [/\bfair/i, "Fair"],
  [/\b(medium|olive)/i, "Medium"],
  [/\b(dusky|brown)/i, "Dusky"],
  [/\bdark/i, "Dark"],
];

/** One space between words, none at the ends. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** "new  delhi" -> "New Delhi"; words already capitalised inside (DaVinci) are left as they are. */
function titleCase(text: string): string {
  return squash(text)
    .split(" ")
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(" ");
}

/** Splits a typed list on commas, semicolons, slashes, pipes, "&", " and " and new lines. */
export function splitList(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === "string" ? [value] : (value ?? []);
  return parts
    .flatMap((part) => part.split(/[,;/|&\n]|\s+and\s+/i))
    .map(squash)
    .filter(Boolean);
}

const MAX_ENTRIES = 30;
const MAX_ENTRY_LENGTH = 60;

function unique(values: string[], key: (v: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const k = key(value);
    if (!k || k.length > MAX_ENTRY_LENGTH || seen.has(k)) continue;
    seen.add(k);
    out.push(value);
    if (out.length === MAX_ENTRIES) break;
  }
  return out;
}

/** A language's canonical name: known spellings become the usual one, others are title-cased. */
export function canonicalLanguage(name: string): string {
  const key = squash(name).toLowerCase();
  return LANGUAGE_BY_KEY.get(key) ?? titleCase(key);
}

/** "telugu, Hindi ,TELUGU" -> ["Telugu", "Hindi"]. */
export function normaliseLanguages(value: string | readonly string[] | null | undefined): string[] {
  return unique(splitList(value).map(canonicalLanguage), (v) => v.toLowerCase());
}

/** Skills are compared case-folded: "Kathak, horse riding" -> ["kathak", "horse riding"]. */
export function normaliseSkills(value: string | readonly string[] | null | undefined): string[] {
  return unique(
    splitList(value).map((v) => v.toLowerCase()),
    (v) => v,
  );
}

/** A city as shown: spacing tidied, title-cased, other names resolved ("bombay" -> "Mumbai"). */
export function canonicalCity(city: string | null | undefined): string | null {
  if (!city) return null;
  // "Hyderabad, Telangana" and "Mumbai, India" are the city before the comma.
  const name = squash(city.split(",")[0]);
  if (!name) return null;
  return CITY_BY_KEY.get(name.toLowerCase()) ?? titleCase(name.toLowerCase());
}

/** The city as search compares it. */
export function cityKey(city: string | null | undefined): string | null {
  return canonicalCity(city)?.toLowerCase() ?? null;
}

/** One of SKIN_TONES from a typed description ("wheatish complexion" -> Wheatish), or null. */
export function canonicalSkinTone(text: string | null | undefined): SkinTone | null {
  if (!text) return null;
  return SKIN_TONE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
