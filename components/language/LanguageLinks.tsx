"use client";

import { usePathname } from "next/navigation";
import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { rememberLanguage } from "@/lib/i18n/choice";
import { LOCALE_NAMES, LOCALES, localisedPath, splitLocale } from "@/lib/i18n/locales";

/** This page's address without its language: what each language's link leads to. */
export const currentPage = () => `${splitLocale(window.location.pathname).path}${window.location.search}`;

function onHistoryChange(change: () => void): () => void {
  window.addEventListener("popstate", change);
  return () => window.removeEventListener("popstate", change);
}

/**
 * The four languages as links to this same page in each. The page's address is read in the browser (the server
 * renders cached pages under other names), so before that the links lead to each language's home. Choosing one
 * remembers it, English included, so that the request pipeline does not send the visitor back.
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const locale = useLocale();
  usePathname(); // read again after each client-side navigation
  const page = useSyncExternalStore(onHistoryChange, currentPage, () => "/");
  return (
    <ul className={className}>
      {LOCALES.map((language) => (
        <li key={language}>
          <a
            href={localisedPath(language, page)}
            hrefLang={language}
            lang={language}
            aria-current={language === locale ? "true" : undefined}
            onClick={() => rememberLanguage(language)}
            onAuxClick={() => rememberLanguage(language)}
            className={linkClassName}
            data-testid={`language-${language}`}
          >
            {LOCALE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
