import "server-only";
import { createTranslator } from "use-intl/core";
import enCatalog from "../../messages/en/Catalog.json";
import enMail from "../../messages/en/Mail.json";
import enNotices from "../../messages/en/Notices.json";
import hiCatalog from "../../messages/hi/Catalog.json";
import hiMail from "../../messages/hi/Mail.json";
import hiNotices from "../../messages/hi/Notices.json";
import taCatalog from "../../messages/ta/Catalog.json";
import taMail from "../../messages/ta/Mail.json";
import taNotices from "../../messages/ta/Notices.json";
import teCatalog from "../../messages/te/Catalog.json";
import teMail from "../../messages/te/Mail.json";
import teNotices from "../../messages/te/Notices.json";
import { INDIA_TIME_ZONE } from "../dates.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import type { NoticeReader } from "../notifications/words.ts";

// The words of mails in each language: the "Mail" namespace for the mails' own sentences, "Notices" for what a
// notice or an alert says, and "Catalog" for subcategory names. Mails are written outside any page (jobs, after
// a request), so each language's catalogs are loaded here rather than from the request.

const CATALOGS: Record<Locale, { Mail: object; Notices: object; Catalog: object }> = {
  en: { Mail: enMail, Notices: enNotices, Catalog: enCatalog },
  hi: { Mail: hiMail, Notices: hiNotices, Catalog: hiCatalog },
  te: { Mail: teMail, Notices: teNotices, Catalog: teCatalog },
  ta: { Mail: taMail, Notices: taNotices, Catalog: taCatalog },
};

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
  const messages = CATALOGS[locale];
  const translator = <N extends string>(namespace: N) =>
    createTranslator({ locale, messages, namespace: namespace as never, timeZone: INDIA_TIME_ZONE });
  return {
    locale,
    t: translator("Mail") as unknown as MailTranslator,
    notices: {
      locale,
      t: translator("Notices") as unknown as NoticeReader["t"],
      // English keeps the catalog's names as they are; the other languages name them in their words.
      catalog: locale === DEFAULT_LOCALE ? undefined : translator("Catalog"),
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
