import { describeSearch } from "../alerts/params.ts";
import type { SavedSearchKind } from "../alerts/options.ts";
import { auditionDay, startClock } from "../auditions/words.ts";
import { clockIn, dateTimeLabel, dayLabel } from "../i18n/date-labels.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { byRuntimeKey, type RuntimeKeyTranslator } from "../i18n/runtime-keys.ts";
import { memberLabel, type CatalogTranslator } from "../search/catalog-names.ts";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "../i18n/locales.ts";
import { formatInr } from "../money.ts";

// A notice's words as data: message keys of the "Notices" namespace (messages/{locale}/Notices.json) with their
// arguments, kept with the notice (Notification.message) and rendered in the reader's language when it is read
// or mailed. The English title and body a notice also keeps (the API, older readers) are rendered from the same
// English catalog, so English has one source. Days and times travel as ISO text and are formatted for the
// reader; members' own words (names, titles, notes) travel as they are.

/** An argument: text or a number as it is, a day or moment formatted for the reader, or a phrase of its own. */
export type NoticeArg =
  | string
  | number
  /** lib/dates.ts dayLabel: YYYY-MM-DD or an ISO moment. */
  | { day: string; style: "short" | "long" | "numeric" }
  /** lib/dates.ts dateTimeLabel: "24 Nov, 3:05 pm". */
  | { moment: string }
  /** lib/auditions/words.ts auditionDay: "Wed, 2 Dec 2026". */
  | { auditionDay: string }
  /** lib/auditions/words.ts startClock: "10:15 am". */
  | { clock: string }
  /** lib/dates.ts clockIn: "3:05 pm". */
  | { time: string }
  /** lib/money.ts formatInr: "₹25,000". */
  | { inr: number }
  /** Members' words as a list: "Lead, Friend and Villain". */
  | { list: string[] }
  /** A subcategory of lib/catalog.ts: one of its members, named in the reader's language (English: the name as it is). */
  | { subcategory: string }
  /**
   * A saved search as an alert names it: "your saved search "Name"", with its filters in the reader's words
   * (lib/alerts/params.ts describeSearch) when the name does not say them; "Your…" to begin a sentence.
   */
  | { savedSearch: SavedSearchRef }
  | Phrase;

/** A saved search by name, kind and canonical parameters; `at` says whether it begins a sentence. */
export type SavedSearchRef = {
  name: string;
  kind: SavedSearchKind;
  params: string;
  at: "sentence" | "inside";
};

export type NoticeArgs = { [name: string]: NoticeArg };

/** One message of "Notices": its key and arguments. */
export type Phrase = { key: string; args: NoticeArgs };

/** What a notice says: its title, and its body as sentences (each a message) joined by a space. */
export type NoticeMessage = { title: Phrase; body: Phrase[] };

export function phrase(key: string, args: NoticeArgs = {}): Phrase {
  return { key, args };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Who reads: a language, its "Notices" translator and (for subcategory names) its "Catalog" one. */
export interface NoticeReader {
  locale: Locale;
  t: RuntimeKeyTranslator;
  catalog?: CatalogTranslator;
}

const LISTS = new Map<Locale, Intl.ListFormat>();
function listIn(locale: Locale, items: readonly string[]): string {
  let format = LISTS.get(locale);
  if (!format)
    LISTS.set(
      locale,
      (format = new Intl.ListFormat(locale === DEFAULT_LOCALE ? "en" : INTL_LOCALES[locale], { type: "conjunction" })),
    );
  return format.format(items);
}

/** One member of a subcategory, in the reader's words ("Heroine", "हीरोइन"); English keeps the name as it is. */
export function subcategoryName(reader: NoticeReader, name: string): string {
  return reader.catalog ? memberLabel(reader.catalog, name) : name;
}

function isPhrase(arg: NoticeArg): arg is Phrase {
  return typeof arg === "object" && "key" in arg;
}

/** A saved search named in the reader's words: its filters too, unless its name already reads as them. */
function savedSearchPhrase(reader: NoticeReader, { name, kind, params, at }: SavedSearchRef): Phrase {
  const filters = describeSearch(kind, params, reader);
  if (filters === name) return phrase(at === "sentence" ? "alert.yourSearch" : "alert.bySearch", { name });
  return phrase(at === "sentence" ? "alert.yourSearchFilters" : "alert.bySearchFilters", { name, filters });
}

function argText(reader: NoticeReader, arg: NoticeArg): string | number {
  if (typeof arg === "string" || typeof arg === "number") return arg;
  if (isPhrase(arg)) return say(reader, arg);
  const { locale } = reader;
  if ("day" in arg) return dayLabel(arg.day, arg.style, locale);
  if ("moment" in arg) return dateTimeLabel(arg.moment, locale);
  if ("auditionDay" in arg) return auditionDay(arg.auditionDay, locale);
  if ("clock" in arg) return startClock(arg.clock, locale);
  if ("time" in arg) return clockIn(arg.time, locale);
  if ("inr" in arg) return formatInr(arg.inr, locale);
  if ("list" in arg) return listIn(locale, arg.list);
  if ("subcategory" in arg) return subcategoryName(reader, arg.subcategory);
  if ("savedSearch" in arg) return say(reader, savedSearchPhrase(reader, arg.savedSearch));
  return "";
}

/** A phrase in the reader's language. */
export function say(reader: NoticeReader, words: Phrase): string {
  const values = Object.fromEntries(Object.entries(words.args).map(([name, arg]) => [name, argText(reader, arg)]));
  return (reader.t as Translate)(words.key, values);
}

/** Whether the reader's catalog has every message a phrase needs (a notice of an older release may not). */
function readable(reader: NoticeReader, words: Phrase): boolean {
  return reader.t.has(words.key) && Object.values(words.args).every((a) => !isPhrase(a) || readable(reader, a));
}

/** Whether a stored value (Notification.message) is a notice's words as this module writes them. */
function isNoticeMessage(value: unknown): value is NoticeMessage {
  const m = value as NoticeMessage | null;
  const isPhraseValue = (p: Phrase | null | undefined) =>
    typeof p?.key === "string" && typeof p.args === "object" && p.args !== null;
  return (
    typeof m === "object" &&
    m !== null &&
    isPhraseValue(m.title) &&
    Array.isArray(m.body) &&
    m.body.every(isPhraseValue)
  );
}

/**
 * A notice's title and body in the reader's language: from its words when it has them (and the catalog knows
 * them), else the English title and body it was recorded with.
 */
export function noticeTexts(
  reader: NoticeReader,
  notice: { title: string; body: string; message?: unknown },
): { title: string; body: string } {
  const { message } = notice;
  // English reads as recorded: the same words, rendered from the same catalog when the notice was made.
  if (
    reader.locale === DEFAULT_LOCALE ||
    !isNoticeMessage(message) ||
    ![message.title, ...message.body].every((p) => readable(reader, p))
  )
    return { title: notice.title, body: notice.body };
  return { title: say(reader, message.title), body: message.body.map((p) => say(reader, p)).join(" ") };
}

/** Reads "Notices" in English: how every notice's English title and body are written. */
export const ENGLISH_READER: NoticeReader = {
  locale: DEFAULT_LOCALE,
  t: byRuntimeKey(translatorFor(DEFAULT_LOCALE, "Notices")),
};

/** A phrase in English. */
export const inEnglish = (words: Phrase): string => say(ENGLISH_READER, words);

/** A notice's words with their English title and body. */
export function noticeWords(
  title: Phrase,
  body: readonly Phrase[],
): { title: string; body: string; message: NoticeMessage } {
  return {
    title: inEnglish(title),
    body: body.map(inEnglish).join(" "),
    message: { title, body: [...body] },
  };
}
