// Demo identities: names and cities of a South Asian film industry, where the product started. A member's
// names come from the language of the city they live in (a Reddy in Hyderabad, a Bose in Kolkata), as on
// a real site most would.

/** Demo members' sign-ins end with this (hirers' with HIRER_DOMAIN, scripts/seed/hiring.ts). */
export const DEMO_DOMAIN = "@demo.castfolio.test";

type Region = "telugu" | "tamil" | "kannada" | "malayalam" | "marathi" | "hindi" | "bengali" | "gujarati" | "konkani";

/** First names and family names by language region. */
const NAMES: Record<
  Region,
  { language: string; female: readonly string[]; male: readonly string[]; surnames: readonly string[] }
> = {
  telugu: {
    language: "Telugu",
    female: ["Sravani", "Keerthi", "Lakshmi", "Sai Pallavi", "Harika", "Bhavana", "Sirisha", "Mounika", "Swathi"],
    male: ["Karthik", "Srinivas", "Ravi Teja", "Naveen", "Teja", "Vamsi", "Harsha", "Charan", "Praveen"],
    surnames: ["Reddy", "Rao", "Naidu", "Chowdary", "Varma", "Raju", "Goud", "Kondapalli"],
  },
  tamil: {
    language: "Tamil",
    female: ["Kavya", "Priya", "Harini", "Nandhini", "Janani", "Aishwarya", "Meena", "Keerthana", "Divya"],
    male: ["Arun", "Vignesh", "Siddharth", "Prakash", "Senthil", "Dinesh", "Suresh", "Vijay", "Karthik"],
    surnames: ["Iyer", "Krishnan", "Subramanian", "Raman", "Sundaram", "Murugan", "Rajendran", "Venkatesan"],
  },
  kannada: {
    language: "Kannada",
    female: ["Ananya", "Shreya", "Rashmi", "Bhavya", "Sahana", "Spoorthi", "Meghana"],
    male: ["Rakshit", "Darshan", "Pranav", "Kiran", "Sudeep", "Manoj", "Chetan"],
    surnames: ["Gowda", "Shetty", "Hegde", "Bhat", "Rao", "Kulkarni", "Urs"],
  },
  malayalam: {
    language: "Malayalam",
    female: ["Meera", "Anjali", "Parvathy", "Lakshmi", "Nimisha", "Aswathy", "Divya"],
    male: ["Arjun", "Vishnu", "Nivin", "Anand", "Rahul", "Jithin", "Sreenath"],
    surnames: ["Nair", "Menon", "Pillai", "Kurian", "Thomas", "Varghese", "Panicker"],
  },
  marathi: {
    language: "Marathi",
    female: ["Sneha", "Pooja", "Radhika", "Sayali", "Mrunal", "Ketaki", "Gauri"],
    male: ["Aditya", "Rohit", "Amey", "Omkar", "Sagar", "Siddharth", "Nikhil"],
    surnames: ["Kulkarni", "Joshi", "Patil", "Deshpande", "Pawar", "Gokhale", "Shinde"],
  },
  hindi: {
    language: "Hindi",
    female: ["Ishita", "Riya", "Tanya", "Neha", "Simran", "Aditi", "Pooja", "Shreya"],
    male: ["Rahul", "Vikram", "Abhishek", "Nikhil", "Varun", "Rohan", "Aman", "Sandeep"],
    surnames: ["Sharma", "Gupta", "Kapoor", "Malhotra", "Verma", "Singh", "Chauhan", "Mehta"],
  },
  bengali: {
    language: "Bengali",
    female: ["Ananya", "Rituparna", "Sayani", "Tanushree", "Debolina", "Moumita", "Sohini"],
    male: ["Arindam", "Sourav", "Anirban", "Ritwik", "Abir", "Subhajit", "Kaushik"],
    surnames: ["Bose", "Das", "Chatterjee", "Banerjee", "Ghosh", "Mukherjee", "Sen"],
  },
  gujarati: {
    language: "Gujarati",
    female: ["Dhwani", "Hetal", "Krupa", "Janki", "Riddhi"],
    male: ["Parth", "Malhar", "Jay", "Hardik", "Chirag"],
    surnames: ["Patel", "Shah", "Mehta", "Desai", "Trivedi"],
  },
  konkani: {
    language: "Konkani",
    female: ["Sonia", "Prachi", "Leena", "Shweta", "Anisha"],
    male: ["Ryan", "Savio", "Pratik", "Shailesh", "Rohan"],
    surnames: ["Naik", "Kamat", "Fernandes", "Sawant", "Gaonkar", "Dessai"],
  },
};

const unique = (lists: readonly (readonly string[])[]) => [...new Set(lists.flat())];
const REGIONS = Object.values(NAMES);
export const FEMALE_NAMES: readonly string[] = unique(REGIONS.map((r) => r.female));
export const MALE_NAMES: readonly string[] = unique(REGIONS.map((r) => r.male));

/** Where the film industry works, roughly in proportion, with the languages spoken there and its people. */
const CITY_SPREAD: readonly {
  name: string;
  weight: number;
  languages: readonly string[];
  regions: readonly Region[];
}[] = [
  {
    name: "Mumbai",
    weight: 18,
    languages: ["Hindi", "Marathi", "Gujarati"],
    regions: ["hindi", "marathi", "gujarati"],
  },
  { name: "Hyderabad", weight: 16, languages: ["Telugu", "Hindi", "Urdu"], regions: ["telugu", "telugu", "hindi"] },
  { name: "Chennai", weight: 14, languages: ["Tamil", "Telugu"], regions: ["tamil", "tamil", "telugu"] },
  { name: "Bengaluru", weight: 9, languages: ["Kannada", "Tamil", "Telugu"], regions: ["kannada", "kannada", "tamil"] },
  { name: "Delhi", weight: 9, languages: ["Hindi", "Punjabi"], regions: ["hindi"] },
  { name: "Kolkata", weight: 8, languages: ["Bengali", "Hindi"], regions: ["bengali"] },
  { name: "Kochi", weight: 7, languages: ["Malayalam", "Tamil"], regions: ["malayalam"] },
  { name: "Pune", weight: 4, languages: ["Marathi", "Hindi"], regions: ["marathi"] },
  { name: "Visakhapatnam", weight: 4, languages: ["Telugu"], regions: ["telugu"] },
  { name: "Vijayawada", weight: 3, languages: ["Telugu"], regions: ["telugu"] },
  { name: "Thiruvananthapuram", weight: 2, languages: ["Malayalam"], regions: ["malayalam"] },
  { name: "Ahmedabad", weight: 2, languages: ["Gujarati", "Hindi"], regions: ["gujarati"] },
  { name: "Jaipur", weight: 2, languages: ["Hindi", "Rajasthani"], regions: ["hindi"] },
  { name: "Goa", weight: 2, languages: ["Konkani", "Marathi"], regions: ["konkani", "marathi"] },
];
/** The cities members live in, by their own names. */
export const SEED_CITIES: readonly string[] = CITY_SPREAD.map((c) => c.name);

/** How some members write their city: old names and careless case, which search reads as the city. */
const WRITTEN_AS: Record<string, readonly string[]> = {
  Mumbai: ["Bombay", "mumbai"],
  Chennai: ["Madras", "chennai "],
  Bengaluru: ["Bangalore", "bangalore"],
  Kolkata: ["Calcutta"],
  Delhi: ["New Delhi", "new delhi"],
  Visakhapatnam: ["Vizag"],
  Kochi: ["Cochin"],
  Hyderabad: ["hyderabad", "Hyderabad, Telangana"],
};

export interface SeedHome {
  /** The city as the member typed it. */
  city: string;
  /** The member's mother tongue first, then the languages spoken in the city. */
  languages: readonly string[];
  /** The names people there carry. */
  names: { female: readonly string[]; male: readonly string[]; surnames: readonly string[] };
}

/**
 * A city, weighted like the industry (or one of `only`), sometimes written the way people write it; its
 * languages, and the names of the people who live there.
 */
export function pickHome(rng: Rng, only?: readonly string[]): SeedHome {
  const places = only ? CITY_SPREAD.filter((c) => only.includes(c.name)) : CITY_SPREAD;
  let roll = rng.next() * places.reduce((n, c) => n + c.weight, 0);
  const place = places.find((c) => (roll -= c.weight) < 0) ?? places[0];
  const variants = WRITTEN_AS[place.name];
  const city = variants && rng.chance(0.15) ? rng.pick(variants) : place.name;
  const names = NAMES[rng.pick(place.regions)];
  return { city, languages: [...new Set([names.language, ...place.languages])], names };
}

/** `count` languages: mostly the city's own, often English, sometimes one from elsewhere. */
export function languagesFor(rng: Rng, local: readonly string[], count: number): string[] {
  const chosen = new Set<string>([local[0]]);
  if (local.length > 1 && rng.chance(0.6)) chosen.add(rng.pick(local.slice(1)));
  if (rng.chance(0.55)) chosen.add("English");
  while (chosen.size < count) chosen.add(rng.chance(0.5) ? "Hindi" : rng.pick(LANGUAGES));
  return [...chosen].slice(0, Math.max(count, 1));
}

const LANGUAGES = ["Telugu", "Hindi", "Tamil", "Kannada", "Malayalam", "English", "Bengali", "Marathi"];

/** A normally distributed whole number (Box-Muller), kept within [min, max]. */
export function normalInt(rng: Rng, mean: number, sd: number, min: number, max: number): number {
  const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.min(max, Math.max(min, Math.round(mean + z * sd)));
}

/** Deterministic pseudo-random numbers, so a seed run always produces the same demo site. */
export function rng(seed: number) {
  // Neighbouring seeds (member 1, 2, 3…) would start with neighbouring numbers: mix the seed first.
  let state = Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    some: <T>(list: readonly T[], count: number): T[] => [...list].sort(() => next() - 0.5).slice(0, count),
    chance: (p: number) => next() < p,
  };
}

export type Rng = ReturnType<typeof rng>;

/** A confirmed hiring account with no profile, as the trust desk's demo accounts are. */
export const staffAccount = (name: string, email: string, passwordHash: string) => ({
  accountType: "HIRER" as const,
  name,
  email,
  passwordHash,
  phone: "",
  gender: "",
  category: "",
  subcategory: "",
  status: true,
});
