// Amounts of money as pages show them. Pay on Castfolio is in whole rupees, written the Indian way:
// grouped in lakhs and crores after the first thousand (₹1,50,000). Browser-safe.

import { INTL_LOCALES, type Locale } from "./i18n/locales.ts";

/** The most any rate, deposit or total may be, in rupees (ten crore): a booking's, and a rate a search filters by. */
export const MAX_RUPEES = 100_000_000;

const INR = new Map(
  Object.entries(INTL_LOCALES).map(([locale, tag]) => [
    locale,
    new Intl.NumberFormat(tag, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  ]),
);

/** "₹25,000", "₹1,50,000": an amount in rupees, rounded to the rupee, in a page's language (the same digits in each). */
export function formatInr(amount: number, locale: Locale = "en"): string {
  return INR.get(locale)!.format(amount);
}
