// Heights and weights as members type them, read as numbers search can compare. Browser-safe: the
// profile form's height and weight controls use the same rules to read a saved value back.

/** Heights search believes: a small child to the tallest people. Outside this a value is a typo. */
export const HEIGHT_RANGE_CM = { min: 45, max: 250 } as const;
export const WEIGHT_RANGE_KG = { min: 10, max: 300 } as const;

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;

function inRange(value: number, range: { min: number; max: number }): number | null {
  const rounded = Math.round(value);
  return Number.isFinite(value) && rounded >= range.min && rounded <= range.max ? rounded : null;
}

/** Lower case, one space, the words people use for units reduced to one spelling each. */
function tidy(text: string): string {
  return text
    .toLowerCase()
    .replace(/[′’‘`´]/g, "'")
    .replace(/[″“”]/g, '"')
    .replace(/''/g, '"')
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/(?<![a-z])(?:feet|foot|ft)\.?(?![a-z])/g, " ft ")
    .replace(/(?<![a-z])(?:inches|inch|ins|in)\.?(?![a-z])/g, " in ")
    .replace(/(?<![a-z])(?:centimetres|centimeters|centimetre|centimeter|cms|cm)\.?(?![a-z])/g, " cm ")
    .replace(/(?<![a-z])(?:metres|meters|metre|meter|mtrs|mtr|m)\.?(?![a-z])/g, " m ")
    .replace(/\s+/g, " ")
    .trim();
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** Feet written with a decimal point as people write them in India: 5.7 is 5 ft 7 in, 5.11 is 5 ft 11 in. */
function feetPointInches(whole: string, fraction: string): number {
  const inches = Number(fraction);
  if (fraction.length <= 2 && inches < 12) {
    return (Number(whole) * 12 + inches) * CM_PER_INCH;
  }
  return Number(`${whole}.${fraction}`) * 12 * CM_PER_INCH;
}

/**
 * Centimetres from what a member typed, or null when it cannot be read: "170 cm", "170", "1.7 m",
 * "5'7", "5' 7\"", "5 ft 7 in", "5 feet 7 inches", "5.7 ft", "5.7", "67 in".
 */
export function parseHeightCm(text: string | null | undefined): number | null {
  if (!text) return null;
  const t = tidy(text);
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUMBER} ?cm$`).exec(t))) return inRange(Number(m[1]), HEIGHT_RANGE_CM);
  if ((m = new RegExp(`^${NUMBER} ?m$`).exec(t))) return inRange(Number(m[1]) * 100, HEIGHT_RANGE_CM);
  if ((m = new RegExp(`^${NUMBER} ?(?:in|")$`).exec(t))) return inRange(Number(m[1]) * CM_PER_INCH, HEIGHT_RANGE_CM);
  if ((m = /^(\d+) ?(?:ft|') ?(?:(\d+(?:\.\d+)?) ?(?:in|")?)?$/.exec(t))) {
    const inches = m[2] === undefined ? 0 : Number(m[2]);
    if (inches >= 12) return null;
    return inRange((Number(m[1]) * 12 + inches) * CM_PER_INCH, HEIGHT_RANGE_CM);
  }
  if ((m = /^([3-7])\.(\d+) ?(?:ft|')?$/.exec(t))) return inRange(feetPointInches(m[1], m[2]), HEIGHT_RANGE_CM);
  if ((m = new RegExp(`^${NUMBER}$`).exec(t))) {
    const n = Number(m[1]);
    if (n >= 30) return inRange(n, HEIGHT_RANGE_CM);
    if (n < 3 && m[1].includes(".")) return inRange(n * 100, HEIGHT_RANGE_CM);
    if (n >= 3 && n < 8) return inRange(n * 12 * CM_PER_INCH, HEIGHT_RANGE_CM);
  }
  return null;
}

/** Kilograms from what a member typed, or null: "60 kg", "60", "60.5 kgs", "132 lbs". */
export function parseWeightKg(text: string | null | undefined): number | null {
  if (!text) return null;
  const t = text
    .toLowerCase()
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/\s+/g, " ")
    .trim();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${NUMBER} ?(?:kg|kgs|kilo|kilos|kilograms?)?\\.?$`).exec(t)))
    return inRange(Number(m[1]), WEIGHT_RANGE_KG);
  if ((m = new RegExp(`^${NUMBER} ?(?:lb|lbs|pounds?)\\.?$`).exec(t)))
    return inRange(Number(m[1]) * KG_PER_POUND, WEIGHT_RANGE_KG);
  return null;
}

/** Feet and whole inches of a height, for the form's ft/in inputs. */
export function toFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** The text the form saves: what the profile stores, and what parseHeightCm reads back. */
export function heightText(value: { unit: "cm"; cm: number } | { unit: "ft"; feet: number; inches: number }): string {
  return value.unit === "cm" ? `${value.cm} cm` : `${value.feet} ft ${value.inches} in`;
}

export type MeasureUnit = "cm" | "kg" | "ft" | "in";

/**
 * A height or weight as the forms store it ("164 cm", "5 ft 7 in", "54 kg") with its units in the reader's words;
 * anything else as the member typed it.
 */
export function measureText(stored: string, units: Readonly<Record<MeasureUnit, string>>): string {
  const metric = /^\s*(\d+(?:\.\d+)?)\s*(cm|kg)\s*$/i.exec(stored);
  if (metric) return `${metric[1]} ${units[metric[2].toLowerCase() as "cm" | "kg"]}`;
  const imperial = /^\s*(\d+)\s*ft\s*(\d+(?:\.\d+)?)\s*in\s*$/i.exec(stored);
  if (imperial) return `${imperial[1]} ${units.ft} ${imperial[2]} ${units.in}`;
  return stored;
}
