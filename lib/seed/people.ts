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
export const CITIES = [
  "Hyderabad",
  "Mumbai",
  "Chennai",
  "Bengaluru",
  "Kochi",
  "Visakhapatnam",
  "Vijayawada",
  "Pune",
  "Kolkata",
  "Delhi",
];
export const LANGUAGES = ["Telugu", "Hindi", "Tamil", "Kannada", "Malayalam", "English", "Bengali", "Marathi"];

/** Deterministic pseudo-random numbers, so a seed run always produces the same demo site. */
export function rng(seed: number) {
  let state = seed >>> 0 || 1;
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
