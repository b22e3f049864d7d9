import { useLocale } from "#words";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";

/** The page's language as a Locale (English for anything else): what a client component formats dates and numbers in. */
export function usePageLocale(): Locale {
  const current = useLocale();
  return isLocale(current) ? current : DEFAULT_LOCALE;
}
