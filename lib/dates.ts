import { INTL_LOCALES, type Locale } from "./i18n/locales.ts";

// Dates: days as YYYY-MM-DD, India time, how days and times read on pages, and ages. Browser-safe: forms,
// cards and the server all use it.

/** India's time zone: every time a person reads is India time. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** Dates are shown and sent as YYYY-MM-DD. Date-only values are stored at UTC midnight. */
export function toDateOnly(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 10) : "";
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a UTC date; undefined for anything else, including impossible dates. */
export function parseDateOnly(value: string): Date | undefined {
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toDateOnly(date) === value.trim() ? date : undefined;
}

const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;

/**
 * A date as people type it, as YYYY-MM-DD: 15/08/1995, 15-8-1995, 15.08.1995 (day first, as in India) or
 * 1995-08-15; undefined for anything else, including impossible dates (31/02/1995).
 */
export function normaliseTypedDate(value: string): string | undefined {
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2].padStart(2, "0")}-${dayFirst[1].padStart(2, "0")}` : text;
  return parseDateOnly(iso) ? iso : undefined;
}

/** The hint every date field shows: the form it is shown and stored in first, then what else is taken. */
export const DATE_HINT = "YYYY-MM-DD or DD/MM/YYYY, e.g. 1995-08-15";

/** An example date of birth for a form's hint: someone `age` years old (a child's form shows a child's). */
export function exampleBirthDate(age: number, today = todayInIndia()): string {
  return `${Number(today.slice(0, 4)) - age}-08-15`;
}

/** Whether a text is a real date written as YYYY-MM-DD, nothing around it. */
export function isDateOnly(value: string): boolean {
  return value === value.trim() && parseDateOnly(value) !== undefined;
}

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) `days` after a day; before it when `days` is negative. */
export function addDays(day: string, days: number): string {
  return toDateOnly(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

// India time. The members and casting teams are in India: "today", the day a deadline ends and every date
// or time a page shows are India's, whatever zone a server or a browser runs in. India keeps one offset
// all year (no daylight saving), so a day there is always the same span of UTC.

const INDIA_OFFSET = "+05:30";
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The day (YYYY-MM-DD) a moment falls on in India. */
export function dayInIndia(moment: Date): string {
  return toDateOnly(new Date(moment.getTime() + INDIA_OFFSET_MS));
}

/** Today's date (YYYY-MM-DD) in India: a shoot "until the 5th" ends there, and ages turn there. */
export function todayInIndia(now = new Date()): string {
  return dayInIndia(now);
}

/** The moment a minute of a day (YYYY-MM-DD) begins in India: 630 is 10:30 there. */
export function momentInIndia(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00${INDIA_OFFSET}`) + minute * 60_000);
}

/** The minute of the day (0 to 1439) a moment falls on in India. */
export function minuteOfDayInIndia(moment: Date): number {
  const shifted = new Date(moment.getTime() + INDIA_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The last moment of a day (YYYY-MM-DD) in India: 18:29:59.999 UTC. */
export function endOfIndiaDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${INDIA_OFFSET}`);
}

// Dates and times as pages show them, in the page's language (English by default). The formats name their
// zone, so that the server and every browser write the same text and a page hydrates without a mismatch.

type DayStyle = "short" | "long" | "numeric";
const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  short: { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" },
  long: { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
  numeric: { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" },
};
/** English days read "24 Nov 2026" (en-GB); the other languages in their Indian forms. */
const DAY_LOCALES: Readonly<Record<Locale, string>> = { ...INTL_LOCALES, en: "en-GB" };
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, options: Intl.DateTimeFormatOptions, name: string): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The named parts (day, month, year, weekday…) of a date as a format writes them. */
function partsOf(format: Intl.DateTimeFormat, date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

// One way to write a day in every language: the day, the month's name and the year, in that order and spaced
// ("9 Dec 2026", "9 दिस॰ 2026", "9 డిసెం 2026", "9 டிச. 2026"): the languages' own formats put commas and the
// month first in places ("9, డిసెం 2026"), and a page said the same day two ways.

/**
 * A day as pages show it: "24 Nov 2026", "24 November 2026" (`long`) or "24/11/2026" (`numeric`) in English,
 * the same in a language's own words, from YYYY-MM-DD or from an ISO moment (the day it falls on in India).
 * Text that is neither is shown as it is.
 */
export function dayLabel(value: string, style: DayStyle = "short", locale: Locale = "en"): string {
  const day = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(Date.parse(value) + INDIA_OFFSET_MS);
  if (Number.isNaN(day.getTime())) return value;
  const format = formatOf(DAY_LOCALES[locale], DAY_OPTIONS[style], `day ${style}`);
  if (style === "numeric") return format.format(day);
  const parts = partsOf(format, day);
  return `${parts.day} ${parts.month} ${parts.year}`;
}

const WEEKDAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: "short", timeZone: INDIA_TIME_ZONE };

/** "Wed, 2 Dec 2026": the day of a moment in India, with its weekday, in a language. */
export function weekdayLabel(moment: Date | string, locale: Locale = "en"): string {
  const date = new Date(moment);
  const { weekday } = partsOf(formatOf(DAY_LOCALES[locale], WEEKDAY_OPTIONS, "weekday"), date);
  return `${weekday}, ${dayLabel(date.toISOString(), "short", locale)}`;
}

/** "24 Nov 2026, 3:05 pm": a moment (ISO text or a Date) in India time, in a language. */
export function dateTimeLabel(moment: string | Date, locale: Locale = "en"): string {
  const date = new Date(moment);
  return `${dayLabel(date.toISOString(), "short", locale)}, ${clockIn(date, locale)}`;
}

const CLOCK_OPTIONS: Record<"en" | "other", Intl.DateTimeFormatOptions> = {
  en: { hour: "numeric", minute: "2-digit", timeZone: INDIA_TIME_ZONE },
  // The part of the day in the language's words ("காலை 10:40", "सुबह 10:40"), never "AM" inside its sentences.
  other: { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: INDIA_TIME_ZONE },
};

/** "3:05 pm" in English, "दोपहर 3:05" in Hindi: the time of day of a moment in India. */
export function clockIn(moment: string | Date, locale: Locale): string {
  const options = CLOCK_OPTIONS[locale === "en" ? "en" : "other"];
  return formatOf(INTL_LOCALES[locale], options, "clock").format(new Date(moment));
}

// Ages are computed from the stored date of birth on the day they are asked for, never stored (they would
// go stale), and they turn in India: who was born on 10 March is a year older from midnight there, which
// is 18:30 UTC on the 9th.

/** Whole years from a date of birth to a day, both YYYY-MM-DD: a birthday counts on the day itself (29 February on 1 March). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * A person's age in India at `now` (this moment unless given), from a date of birth as YYYY-MM-DD or as a
 * date stored at UTC midnight; null when none is known.
 */
export function ageInIndia(birth: string | Date | null | undefined, now = new Date()): number | null {
  const day = birth instanceof Date ? toDateOnly(birth) : (birth ?? "");
  return DATE_ONLY.test(day) ? ageOn(day, todayInIndia(now)) : null;
}
