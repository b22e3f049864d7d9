// Option lists and yes/no groups of the profile forms (spec section 3), shared by forms, validation,
// display and seed data.

export const MARITAL_STATUSES = ["Unmarried", "Married", "Divorced", "Widowed"] as const;
export const DRESS_OPTIONS = ["Traditional", "Ethnic", "Western", "Shorts", "Dresses"] as const;
export const SKIN_TONES = ["Fair", "Medium", "Dark"] as const;
export const HAIR_LENGTHS = ["Short", "Medium", "Long"] as const;
export const LOCATION_AVAILABILITY = ["Available", "Not Available", "On-Shoot"] as const;
export const AVAILABLE_LOCATIONS = [
  "Hospital", "College", "Police Station", "Court", "Jail", "Shop and Complex", "Medical Shop", "Kirana Shop",
  "Corporate Office", "Bank", "Street", "Cement Road", "Beach", "Scene Setup", "Park", "Hills", "Forest", "Mansion",
  "Duplex", "Apartments", "Individual Homes", "Village House", "Farm House", "Lawn", "Balcony", "Bedroom", "Wardrobe",
  "Kitchen", "Interiors", "Furniture", "Fall Ceiling",
] as const;

/** Yes/no groups, each stored as one JSON object of booleans. */
export const OPEN_FOR = ["outstationShoots", "outOfCountryShoots"] as const;
export const ALLERGIES = ["dust", "cosmetics"] as const;
export const WORK_LOCATION = ["indoor", "outdoor"] as const;
export const COMFORT_LEVEL = ["onScreenKiss", "onScreenSmooch", "loveMaking"] as const;
export const OUTFIT_PREFERENCES = ["indianWear", "westernWear", "skirt", "bikini", "boldScenes", "shorts"] as const;
export const ARTIST_INTERESTS = [
  "acting", "printShoot", "rampShows", "designerShoots", "ethnicWears", "westernWears", "bikiniShoots",
  "lingerieShoots", "swimSuits", "bodyPaintShoots", "calendarShoots", "musicAlbums", "semiNude", "nudeShoot",
] as const;
export const TECHNICIAN_COMFORT_WITH = ["makeup", "hairStyling", "traditionalWear", "westernWear"] as const;
export const WRITER_AVAILABILITY = ["freelance", "fullTime"] as const;
export const DIRECTOR_FIELDS = ["notableMovies", "shortFilms", "adFilms", "webSeries", "expertise"] as const;
export const WRITER_FIELDS = ["scriptsWritten", "notableCollaborations", "genresSpecialized", "publications"] as const;

/** Options the male artist form leaves out (spec 3, male variant). */
export const FEMALE_ONLY_INTERESTS = ["bikiniShoots"] as const;
export const FEMALE_ONLY_OUTFITS = ["skirt", "bikini"] as const;

export type Flags<K extends readonly string[]> = Record<K[number], boolean>;

export function flags<K extends readonly string[]>(keys: K, on: readonly string[] = []): Flags<K> {
  return Object.fromEntries(keys.map((k) => [k, on.includes(k)])) as Flags<K>;
}
