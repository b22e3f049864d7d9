"use client";

import { useLocale } from "#words";
import { useEffect } from "react";
import { rememberLanguage } from "@/lib/i18n/choice";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/**
 * A visit to a page in Hindi, Telugu or Tamil remembers that language (the request pipeline then sends the
 * visitor's English addresses to it). Written here rather than by the server, so that cached pages carry no
 * Set-Cookie.
 */
export function RememberLanguage() {
  const locale = useLocale();
  useEffect(() => {
    if (isLocale(locale) && locale !== DEFAULT_LOCALE) rememberLanguage(locale);
  }, [locale]);
  return null;
}
