import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "./locales.ts";

// Numbers the Indian way in each language (lakh grouping: 1,50,000). Money: lib/money.ts; India time: lib/dates.ts.

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}

/**
 * A count as the `total` argument of a plural message ("{total} open calls"): as English has always shown it
 * (plain digits), else in the language's own grouping.
 */
export function countArgument(locale: Locale, count: number): string {
  return locale === DEFAULT_LOCALE ? String(count) : new Intl.NumberFormat(INTL_LOCALES[locale]).format(count);
}
