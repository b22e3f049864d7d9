"use client";

import { useState } from "react";
import { buttonClass, inputClass } from "@/components/forms/Field";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

/** The panel's words, in the page's language (lib/accounts/language-words.ts languagePanelWords). */
export interface LanguagePanelWords {
  title: string;
  intro: string;
  label: string;
  save: string;
  saved: string;
  failed: string;
}

/**
 * The language of the member's notifications and mails (PUT /api/me/language): the four languages, each in its
 * own name and script.
 */
export function LanguagePanel({ initial, words }: { initial: string; words: LanguagePanelWords }) {
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [chosen, setChosen] = useState<Locale>(isLocale(initial) ? initial : "en");

  const save = async () => {
    await send("PUT", "/api/me/language", { locale: chosen }, { done: words.saved, failed: words.failed });
  };

  return (
    <section className="grid gap-3 rounded-2xl border border-gray-100 p-5" aria-labelledby="language-title">
      <div>
        <h2 id="language-title" className="text-xl font-semibold">
          {words.title}
        </h2>
        <p className="text-sm text-gray-600">{words.intro}</p>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-ink-800 sm:max-w-xs">
          {words.label}
          <select
            name="locale"
            value={chosen}
            onChange={(event) => isLocale(event.target.value) && setChosen(event.target.value)}
            className={inputClass}
            data-testid="language-select"
          >
            {LOCALES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LOCALE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!hydrated || busy} className={buttonClass}>
          {words.save}
        </button>
      </form>
    </section>
  );
}
