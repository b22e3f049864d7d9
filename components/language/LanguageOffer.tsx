"use client";

import { useState, useSyncExternalStore } from "react";
import { chosenLanguage, rememberLanguage } from "@/lib/i18n/choice";
import { DEFAULT_LOCALE, isLocale, localisedPath, type Locale } from "@/lib/i18n/locales";
import { currentPage } from "./LanguageLinks";

export type Offers = Partial<Record<Locale, { offer: string; dismiss: string }>>;

/** The language a browser puts first among the site's four, if any. */
function preferredLanguage(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** The language to offer: the browser's preferred one, unless it is English or the visitor has chosen. */
function languageToOffer(): Locale | undefined {
  if (chosenLanguage()) return undefined;
  const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
  return preferred === DEFAULT_LOCALE ? undefined : preferred;
}

const unchanging = () => () => {};

/**
 * On an English page, a visitor whose browser prefers Hindi, Telugu or Tamil and who has not chosen a language is
 * offered that language in one line, in that language: never redirected (crawlers see the English page).
 * "No thanks" remembers English.
 */
export function LanguageOffer({ offers }: { offers: Offers }) {
  const language = useSyncExternalStore(unchanging, languageToOffer, () => undefined);
  const [dismissed, setDismissed] = useState(false);
  const words = language && offers[language];
  if (!language || !words || dismissed) return null;
  return (
    <div lang={language} className="bg-ink-900 px-4 py-2 text-center text-sm text-white" data-testid="language-offer">
      <a
        href={localisedPath(language, currentPage())}
        hrefLang={language}
        onClick={() => rememberLanguage(language)}
        className="font-semibold underline underline-offset-2"
      >
        {words.offer}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(DEFAULT_LOCALE);
          setDismissed(true);
        }}
        className="ml-4 text-gray-300 hover:text-white"
      >
        {words.dismiss}
      </button>
    </div>
  );
}
