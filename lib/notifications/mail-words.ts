import "server-only";
import { translatorFor } from "../i18n/catalogs.ts";
import { byRuntimeKey } from "../i18n/runtime-keys.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import type { NoticeReader } from "./words.ts";

// The words of mails in each language: the "Mail" namespace for the mails' own sentences, "Notices" for what a
// notice or an alert says, and "Catalog" for subcategory names (lib/i18n/catalogs.ts: mails are written outside
// any page, by jobs or after a request).

type Values = Record<string, string | number>;

/** The "Mail" namespace in one language. */
export interface MailTranslator {
  (key: string, values?: Values): string;
  /** A message with tags, each tag's text handed to its function (which escapes it for HTML). */
  markup(key: string, values: Record<string, string | number | ((chunks: string) => string)>): string;
}

export interface MailReader {
  locale: Locale;
  t: MailTranslator;
  /** What notices and alerts say, in this language. */
  notices: NoticeReader;
}

function readerOf(locale: Locale): MailReader {
  return {
    locale,
    t: translatorFor(locale, "Mail") as object as MailTranslator,
    notices: {
      locale,
      t: byRuntimeKey(translatorFor(locale, "Notices")),
      // English keeps the catalog's names as they are; the other languages name them in their words.
      catalog: locale === DEFAULT_LOCALE ? undefined : translatorFor(locale, "Catalog"),
    },
  };
}

const READERS = new Map<Locale, MailReader>();

/** The words of a mail to a reader of `locale`. */
export function mailReader(locale: Locale): MailReader {
  let reader = READERS.get(locale);
  if (!reader) READERS.set(locale, (reader = readerOf(locale)));
  return reader;
}
