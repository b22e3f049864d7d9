"use client";

import { usePathname } from "next/navigation";
import { useLocale } from "#words";
import { useEffect, useSyncExternalStore } from "react";
import { rememberLanguage } from "@/lib/i18n/choice";
import { isLocale, LOCALE_NAMES, LOCALES, localisedPath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { useSession } from "@/lib/client/session";

/** This page's address without its language: what each language's link leads to. */
export const currentPage = () => `${splitLocale(window.location.pathname).path}${window.location.search}`;

const listeners = new Set<() => void>();
const addressChanged = () => listeners.forEach((listener) => listener());

/** Back and forward, and every navigation of the app (addressChanged). */
function onAddressChange(change: () => void): () => void {
  listeners.add(change);
  window.addEventListener("popstate", change);
  return () => {
    listeners.delete(change);
    window.removeEventListener("popstate", change);
  };
}

/**
 * Brings a link up to date with the address before it is followed: a client-side navigation that changes only
 * the query (a filter, a page of results) does not render the links again.
 */
function pointAtThisPage(event: { currentTarget: HTMLAnchorElement }) {
  const link = event.currentTarget;
  const language = link.hreflang;
  if (isLocale(language)) link.href = localisedPath(language, currentPage());
}

/** A signed-in member who picks a language gets their notifications and mails in it too (PUT /api/me/language). */
function followLanguage(language: Locale) {
  void fetch("/api/me/language", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ locale: language }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The four languages as links to this same page in each. The page's address is read in the browser (the server
 * renders cached pages under other names), so before that the links lead to each language's home. Choosing one
 * remembers it, English included, so that the request pipeline does not send the visitor back.
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const locale = useLocale();
  const session = useSession();
  const pathname = usePathname();
  const page = useSyncExternalStore(onAddressChange, currentPage, () => "/");
  // Read the address again once a client-side navigation has written it: the render it causes may still see the
  // old one (signing in left the links pointing at /login).
  useEffect(() => addressChanged(), [pathname]);
  return (
    <ul className={className}>
      {LOCALES.map((language) => (
        <li key={language}>
          <a
            href={localisedPath(language, page)}
            hrefLang={language}
            lang={language}
            aria-current={language === locale ? "true" : undefined}
            onPointerEnter={pointAtThisPage}
            onFocus={pointAtThisPage}
            onClick={(event) => {
              pointAtThisPage(event);
              rememberLanguage(language);
              if (session.status === "authenticated" && language !== locale) followLanguage(language);
            }}
            onAuxClick={() => rememberLanguage(language)}
            className={linkClassName}
            data-testid={`language-${language}`}
          >
            <span className="language-name">{LOCALE_NAMES[language]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
