import type { SavedSearchKind } from "./options.ts";
import type { WhatsAppMessage } from "../whatsapp/send.ts";
import { dateTimeLabel, dayLabel } from "../i18n/date-labels.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";

// The WhatsApp messages of saved-search alerts, in the member's language. Outside a conversation the member
// started, WhatsApp delivers only templates approved in advance (WhatsApp Manager, Message templates): each is
// sent by its name and language with the values of its placeholders, and WhatsApp renders the approved words.
// Their words are the "Notices" messages of group "Notices.whatsapp" (messages/{locale}/Notices.json); a
// template's body, to be approved exactly as written in each language (category Utility, language code
// en, hi, te or ta), is its message with {{1}}, {{2}}… for its values (whatsappTemplates). `text` is what the
// member reads, filled from the same values, for the outbox and the logs.

/** Each template's message, and the names of its values in the order of their placeholders {{1}}, {{2}}… */
const TEMPLATES = {
  /** The saved search, the call, its organisation, its city, the apply-by day, the link. */
  call_alert: { key: "whatsapp.callAlert", values: ["search", "title", "org", "city", "applyBy", "link"] },
  /** The saved search, how many, what ("new casting calls", "new or updated member"…), the link. */
  search_digest: { key: "whatsapp.searchDigest", values: ["search", "count", "found", "link"] },
  /** A casting team asks for a self-tape: its organisation, the role, the project, the deadline, the link. */
  tape_request: { key: "whatsapp.tapeRequest", values: ["org", "role", "project", "due", "link"] },
  /** The code that confirms a member's number (category Authentication, not Utility). */
  verify_number: { key: "whatsapp.verifyNumber", values: ["code"] },
} as const;

type TemplateName = keyof typeof TEMPLATES;
const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** A template's words in a language, its placeholders filled with `values`. */
function render(locale: Locale, template: TemplateName, values: readonly string[]): string {
  const t = translatorFor(locale, "Notices");
  const { key, values: names } = TEMPLATES[template];
  return t(key, { ...Object.fromEntries(names.map((name, i) => [name, values[i]])), stop: t("whatsapp.stop") });
}

/** The bodies to approve in WhatsApp Manager for one language: each template's words with {{1}}, {{2}}… */
export function whatsappTemplates(locale: Locale): Record<TemplateName, string> {
  const placeholders = (template: TemplateName) => TEMPLATES[template].values.map((_, i) => `{{${i + 1}}}`);
  return Object.fromEntries(TEMPLATE_NAMES.map((name) => [name, render(locale, name, placeholders(name))])) as Record<
    TemplateName,
    string
  >;
}

/** The English bodies. */
export const WHATSAPP_TEMPLATES = whatsappTemplates(DEFAULT_LOCALE);

/** WhatsApp refuses a parameter with a line break, a tab or more than 4 spaces in a row, or over 1024 characters. */
const PARAM_MAX = 1024;

function param(value: string): string {
  const oneLine = value.replace(/\s+/g, " ").trim();
  const chars = [...oneLine];
  return chars.length > PARAM_MAX ? `${chars.slice(0, PARAM_MAX - 1).join("")}…` : oneLine;
}

/** A template message in `locale`, its values said in that language by `valuesIn`, with its English beside it. */
function message(
  to: string,
  template: TemplateName,
  locale: Locale,
  valuesIn: (locale: Locale) => string[],
): WhatsAppMessage {
  const params = valuesIn(locale).map(param);
  const said: WhatsAppMessage = { to, template, language: locale, params, text: render(locale, template, params) };
  return locale === DEFAULT_LOCALE ? said : { ...said, english: message(to, template, DEFAULT_LOCALE, valuesIn) };
}

/** An instant alert: one casting call that matches a saved search. */
export function callAlertMessage(
  to: string,
  alert: { searchName: string; title: string; organization: string; city: string; deadline: Date; url: string },
  locale: Locale = DEFAULT_LOCALE,
): WhatsAppMessage {
  const { searchName, title, organization, city, deadline, url } = alert;
  return message(to, "call_alert", locale, (language) => {
    const applyBy = dayLabel(deadline.toISOString(), "short", language);
    return [searchName, title, organization, city, applyBy, url];
  });
}

/** A digest: how many new calls or members a saved search has found since the last one. */
export function searchDigestMessage(
  to: string,
  digest: { searchName: string; count: number; kind: SavedSearchKind; url: string },
  locale: Locale = DEFAULT_LOCALE,
): WhatsAppMessage {
  const { searchName, count, kind, url } = digest;
  return message(to, "search_digest", locale, (language) => {
    const t = translatorFor(language, "Notices");
    const found = kind === "calls" ? t("whatsapp.newCalls", { count }) : t("whatsapp.newMembers", { count });
    return [searchName, String(count), found, url];
  });
}

/** A casting team's request for a self-tape, to an applicant who switched WhatsApp alerts on. */
export function tapeRequestMessage(
  to: string,
  request: { organization: string; role: string; project: string; dueAt: Date; url: string },
  locale: Locale = DEFAULT_LOCALE,
): WhatsAppMessage {
  const { organization, role, project, dueAt, url } = request;
  return message(to, "tape_request", locale, (language) => [
    organization,
    role,
    project,
    dateTimeLabel(dueAt.toISOString(), language),
    url,
  ]);
}

/** The code that confirms a member's number before any alert goes there. */
export function verifyNumberMessage(to: string, code: string, locale: Locale = DEFAULT_LOCALE): WhatsAppMessage {
  return message(to, "verify_number", locale, () => [code]);
}
