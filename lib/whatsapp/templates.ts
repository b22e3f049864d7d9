import { DIGEST_NOUNS, type SavedSearchKind } from "../alerts/options.ts";
import { dayLabel } from "../dates.ts";

// The WhatsApp messages of saved-search alerts. Outside a conversation the member started, WhatsApp
// delivers only templates approved in advance (WhatsApp Manager, Message templates): each is sent by its
// name with the values of its placeholders, and WhatsApp renders the approved words. The bodies below
// are those words, to be approved exactly as written (category Utility, language English "en"); `text`
// is what the member reads, filled from the same values, for the outbox and the logs.

/** One template message: who it goes to, the template and its body's values, and the text they make. */
export interface WhatsAppMessage {
  /** The country code and number, digits only (lib/whatsapp/phone.ts). */
  to: string;
  template: string;
  language: "en";
  params: string[];
  text: string;
}

const STOP = "To stop these messages, turn WhatsApp alerts off in your Castfolio settings, under Alerts.";

export const WHATSAPP_TEMPLATES = {
  /** {{1}} saved search, {{2}} call, {{3}} organisation, {{4}} city, {{5}} apply-by day, {{6}} link. */
  call_alert: `A new casting call matches your saved search "{{1}}": {{2}}, by {{3}}, in {{4}}. Apply by {{5}}.\n\nSee the call and apply: {{6}}\n\n${STOP}`,
  /** {{1}} saved search, {{2}} how many, {{3}} what ("new casting calls", "new or updated member"…), {{4}} link. */
  search_digest: `Your saved search "{{1}}" has found {{2}} {{3}}.\n\nSee them: {{4}}\n\n${STOP}`,
  /** {{1}} the code that confirms a member's number (category Authentication, not Utility). */
  verify_number: `Your Castfolio code is {{1}}. It confirms this number for Castfolio alerts and works for 10 minutes. If you did not ask for it, ignore this message.`,
} as const;

type TemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** WhatsApp refuses a parameter with a line break, a tab or more than 4 spaces in a row, or over 1024 characters. */
const PARAM_MAX = 1024;

function param(value: string): string {
  const oneLine = value.replace(/\s+/g, " ").trim();
  const chars = [...oneLine];
  return chars.length > PARAM_MAX ? `${chars.slice(0, PARAM_MAX - 1).join("")}…` : oneLine;
}

function message(to: string, template: TemplateName, values: string[]): WhatsAppMessage {
  const params = values.map(param);
  const text = WHATSAPP_TEMPLATES[template].replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1]);
  return { to, template, language: "en", params, text };
}

/** An instant alert: one casting call that matches a saved search. */
export function callAlertMessage(
  to: string,
  alert: { searchName: string; title: string; organization: string; city: string; deadline: Date; url: string },
): WhatsAppMessage {
  const { searchName, title, organization, city, deadline, url } = alert;
  return message(to, "call_alert", [searchName, title, organization, city, dayLabel(deadline.toISOString()), url]);
}

/** A digest: how many new calls or members a saved search has found since the last one. */
export function searchDigestMessage(
  to: string,
  digest: { searchName: string; count: number; kind: SavedSearchKind; url: string },
): WhatsAppMessage {
  const { searchName, count, kind, url } = digest;
  return message(to, "search_digest", [searchName, String(count), DIGEST_NOUNS[kind][count === 1 ? 0 : 1], url]);
}

/** The code that confirms a member's number before any alert goes there. */
export function verifyNumberMessage(to: string, code: string): WhatsAppMessage {
  return message(to, "verify_number", [code]);
}
