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
