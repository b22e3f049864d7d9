// Demo identities: names and cities of a South Asian film industry, where the product started.

export const FEMALE_NAMES = [
  "Ananya",
  "Priya",
  "Kavya",
  "Sneha",
  "Meera",
  "Divya",
  "Aishwarya",
  "Lakshmi",
  "Shreya",
  "Nandini",
  "Pooja",
  "Riya",
  "Sai Pallavi",
  "Keerthi",
  "Tara",
  "Ishita",
  "Radhika",
  "Samantha",
  "Bhavana",
  "Harini",
];
export const MALE_NAMES = [
  "Arjun",
  "Rahul",
  "Vikram",
  "Karthik",
  "Aditya",
  "Ravi",
  "Siddharth",
  "Naveen",
  "Pranav",
  "Varun",
  "Suresh",
  "Manoj",
  "Kiran",
  "Harsha",
  "Vijay",
  "Rohit",
  "Sandeep",
  "Teja",
  "Nikhil",
  "Abhishek",
];
export const SURNAMES = [
  "Reddy",
  "Sharma",
  "Rao",
  "Iyer",
  "Nair",
  "Menon",
  "Varma",
  "Kapoor",
  "Chowdary",
  "Naidu",
  "Pillai",
  "Das",
  "Mehta",
  "Kulkarni",
  "Joshi",
  "Bose",
  "Gupta",
  "Shetty",
  "Patil",
  "Krishnan",
];
/** Where the film industry works, roughly in proportion, with the languages spoken there. */
const CITY_SPREAD: readonly { name: string; weight: number; languages: readonly string[] }[] = [
  { name: "Mumbai", weight: 18, languages: ["Hindi", "Marathi", "Gujarati"] },
  { name: "Hyderabad", weight: 16, languages: ["Telugu", "Hindi", "Urdu"] },
  { name: "Chennai", weight: 14, languages: ["Tamil", "Telugu"] },
  { name: "Bengaluru", weight: 9, languages: ["Kannada", "Tamil", "Telugu"] },
  { name: "Delhi", weight: 9, languages: ["Hindi", "Punjabi"] },
  { name: "Kolkata", weight: 8, languages: ["Bengali", "Hindi"] },
  { name: "Kochi", weight: 7, languages: ["Malayalam", "Tamil"] },
  { name: "Pune", weight: 4, languages: ["Marathi", "Hindi"] },
  { name: "Visakhapatnam", weight: 4, languages: ["Telugu"] },
  { name: "Vijayawada", weight: 3, languages: ["Telugu"] },
  { name: "Thiruvananthapuram", weight: 2, languages: ["Malayalam"] },
  { name: "Ahmedabad", weight: 2, languages: ["Gujarati", "Hindi"] },
  { name: "Jaipur", weight: 2, languages: ["Hindi", "Rajasthani"] },
  { name: "Goa", weight: 2, languages: ["Konkani", "Marathi"] },
];
/** The cities members live in, by their own names. */
export const SEED_CITIES: readonly string[] = CITY_SPREAD.map((c) => c.name);
const CITY_TOTAL = CITY_SPREAD.reduce((n, c) => n + c.weight, 0);

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

/** A city, weighted like the industry, sometimes written the way people write it; and its languages. */
export function pickCity(rng: Rng): { city: string; languages: readonly string[] } {
  let roll = rng.next() * CITY_TOTAL;
  const place = CITY_SPREAD.find((c) => (roll -= c.weight) < 0) ?? CITY_SPREAD[0];
  const variants = WRITTEN_AS[place.name];
  const city = variants && rng.chance(0.15) ? rng.pick(variants) : place.name;
  return { city, languages: place.languages };
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
