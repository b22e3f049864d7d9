import { INTL_LOCALES, type Locale } from "./locales.ts";
import { INDIA_OFFSET_MS, INDIA_TIME_ZONE } from "../india-time.ts";

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
