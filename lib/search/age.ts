// Search's age filters as ranges of dates of birth, which the index on the stored date of birth answers.
// They agree with how an age is counted (ageOn, lib/dates.ts). Days are YYYY-MM-DD. Browser-safe.

/** The day `years` before `day` (29 February falls back to the 28th): who was born then turns `years` today. */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dayOfMonth = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/** The dates of birth of people aged `min` to `max` on `day`: born after `after`, on or before `onOrBefore`. */
export function birthDateRange(day: string, min?: number, max?: number): { onOrBefore?: string; after?: string } {
  return {
    onOrBefore: min === undefined ? undefined : yearsBefore(day, min),
    after: max === undefined ? undefined : yearsBefore(day, max + 1),
  };
}
