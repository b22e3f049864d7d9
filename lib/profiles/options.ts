// Option lists and yes/no groups that more than one category's form uses. A list or label only one
// category uses lives in that category's module (lib/profiles/kinds/<kind>.ts).

export const MARITAL_STATUSES = ["Unmarried", "Married", "Divorced", "Widowed"] as const;

/** Yes/no groups: each stored as one JSON object of booleans, keyed as here, labelled for people. */
export const OPEN_FOR = { outstationShoots: "Outstation shoots", outOfCountryShoots: "Out-of-country shoots" };
export const ALLERGIES = { dust: "Dust", cosmetics: "Cosmetics" };

/** The keys of a label map, in order. */
export function keysOf<T extends Record<string, string>>(labels: T): (keyof T & string)[] {
  return Object.keys(labels);
}

/** A label map without some keys (the male artist form leaves some options out). */
export function without(labels: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).filter(([key]) => !keys.includes(key)));
}

/** `{ key: true | false }` for every key, true for those in `on`. */
export function flagsFor(keys: readonly string[], on: readonly string[] = []): Record<string, boolean> {
  return Object.fromEntries(keys.map((key) => [key, on.includes(key)]));
}

/** A stored yes/no group, or {} when the column holds something else. */
export function flagsOf(value: unknown): Record<string, boolean> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, boolean>) : {};
}

/** A stored group of texts, or {} when the column holds something else. */
export function textsOf(value: unknown): Record<string, string> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {};
}

/** Only the given keys of a record, in their order. */
export function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}

/** Whether every one of these values is filled: text not blank, lists not empty. */
export function allFilled(...values: unknown[]): boolean {
  return values.every((v) =>
    Array.isArray(v) ? v.length > 0 : v instanceof Date ? true : typeof v === "string" ? v.trim() !== "" : v != null,
  );
}
