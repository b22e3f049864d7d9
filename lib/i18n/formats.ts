import { INTL_LOCALES, type Locale } from "./locales.ts";

// Numbers the Indian way in each language (lakh grouping: 1,50,000). Money: lib/money.ts; India time: lib/dates.ts.

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).format(value);
}
