"use client";

// The words of client components, in the browser: the page's catalogs (compiled at build time into icu-minify's
// form by next-intl's plugin) and a 1 KB formatter, instead of next-intl's client runtime (its provider, message
// resolution and formatters; docs/performance.md says what this took off every page). The same calls as next-intl's:
// components import `useTranslations` and `useLocale` from "#words", which is next-intl itself in server
// components (package.json `imports`, condition react-server) and this module everywhere else.
import format, { type CompiledMessage, type FormatOptions } from "icu-minify/format";
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from "react";
import type { useLocale as nextIntlUseLocale, useTranslations as nextIntlUseTranslations } from "next-intl";

type Messages = Record<string, unknown>;

interface Words {
  locale: string;
  messages: Messages;
  options: FormatOptions;
}

const WordsContext = createContext<Words | undefined>(undefined);

function memoised<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

const formatters: FormatOptions["formatters"] = {
  getNumberFormat: memoised(
    (locale?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  ),
  getDateTimeFormat: memoised(
    (locale?: string | string[], options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  ),
  getPluralRules: memoised(
    (locale?: string | string[], options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
  ),
};

/** The page's language and words for the client components below it (the layout's, at the root). */
export function WordsProvider({
  locale,
  messages,
  timeZone,
  children,
}: {
  locale: string;
  messages: Messages;
  timeZone: string;
  children: ReactNode;
}) {
  const words = useMemo(() => ({ locale, messages, options: { formatters, timeZone } }), [locale, messages, timeZone]);
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/**
 * The words around it, with these added (namespace by namespace, so that a group added to a namespace the page
 * already has keeps the rest of it): what PageWords sends to the browser for a part of a page.
 */
export function MoreWords({ messages, children }: { messages: Record<string, Messages>; children: ReactNode }) {
  const around = useWords();
  const merged = useMemo(() => {
    const all: Messages = { ...around.messages };
    for (const [namespace, words] of Object.entries(messages)) {
      all[namespace] = { ...(around.messages[namespace] as Messages | undefined), ...words };
    }
    return { ...around, messages: all };
  }, [around, messages]);
  return <WordsContext.Provider value={merged}>{children}</WordsContext.Provider>;
}

function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error("A client component read its words outside WordsProvider (app/[locale]/layout.tsx).");
  return words;
}

function lookUp(messages: Messages, path: string): unknown {
  let found: unknown = messages;
  for (const part of path.split(".")) {
    if (found === null || typeof found !== "object") return undefined;
    found = (found as Messages)[part];
  }
  return found;
}

/** A rich text's tags may return elements: each gets a key, as React asks of elements in a list. */
function keyed(values: Record<string, unknown>): Record<string, unknown> {
  const prepared: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    let index = 0;
    prepared[name] =
      typeof value === "function"
        ? (chunks: unknown) => {
            const result = (value as (chunks: unknown) => unknown)(chunks);
            return isValidElement(result) ? cloneElement(result, { key: `${name}${index++}` }) : result;
          }
        : value;
  }
  return prepared;
}

function translator({ locale, messages, options }: Words, namespace?: string) {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const rich = (key: string, values?: Record<string, unknown>) => {
    const path = pathOf(key);
    const message = lookUp(messages, path);
    // A message the page was not sent: its key shows, as next-intl shows it (tests/unit/messages.test.ts keeps
    // every key a component reads in the catalogs).
    if (message === undefined || (typeof message === "object" && !Array.isArray(message))) {
      console.error(`Missing message ${path} (${locale})`);
      return path;
    }
    return format(message as CompiledMessage, locale, values && (keyed(values) as never), options) as ReactNode;
  };
  const t = (key: string, values?: Record<string, unknown>) => {
    const result = rich(key, values);
    return typeof result === "string" ? result : pathOf(key);
  };
  t.rich = rich;
  t.has = (key: string) => lookUp(messages, pathOf(key)) !== undefined;
  return t;
}

/** next-intl's `useTranslations`, over the words the page sent: `t(key, values)`, `t.rich` and `t.has` (no client
 * component uses next-intl's `markup` or `raw`, which this translator leaves out). */
export const useTranslations = ((namespace?: string) => {
  const words = useWords();
  return useMemo(() => translator(words, namespace), [words, namespace]);
}) as unknown as typeof nextIntlUseTranslations;

/** The page's language. */
export const useLocale = (() => useWords().locale) as typeof nextIntlUseLocale;
