import { LOCALE_COOKIE, type Locale } from "./locales.ts";

// The visitor's choice of language, kept in a cookie for a year: set in the browser when a language page is
// visited or a language chosen (lib/process/request-pipeline.ts reads it).

const YEAR_SECONDS = 60 * 60 * 24 * 365;

export function chosenLanguage(): string | undefined {
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}

export function rememberLanguage(locale: Locale): void {
  if (chosenLanguage() === locale) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
