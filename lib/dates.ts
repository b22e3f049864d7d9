/** Dates are shown and sent as YYYY-MM-DD (spec 5). Date-only values are stored at UTC midnight. */
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
