import "server-only";
import { callPath } from "../hiring/paths.ts";
import { localisedPath } from "../i18n/locales.ts";
import type { AlertItem } from "../notifications/mails.ts";
import { inEnglish, noticeWords, phrase, type NoticeArg } from "../notifications/words.ts";
import { profilePath } from "../profiles/paths.ts";
import { callAlertMessage, searchDigestMessage } from "./whatsapp-templates.ts";
import { absolute, type Alert } from "./channels.ts";
import { DIGEST_ITEMS, type SavedSearchKind } from "./options.ts";
import { searchLink } from "./params.ts";

// What an alert says, on every channel: what matched, why (the saved search that found it) and where it is.
// Its words: namespace "Notices", group "Notices.alert", in the reader's language (English: what the bell's
// title and body and the English mail read). The search's name is the member's own words; its filters are
// put in the reader's words when it is read (lib/notifications/words.ts savedSearch).

interface Search {
  id: string;
  userId: string;
  name: string;
  params: string;
}

/** Why it was sent: the search by name, and its filters in the reader's words when the name does not say them. */
function matchedBy(kind: SavedSearchKind, search: Search, at: "sentence" | "inside"): NoticeArg {
  return { savedSearch: { name: search.name, kind, params: search.params, at } };
}

export interface AlertedCall {
  id: string;
  title: string;
  city: string;
  deadline: Date;
  organization: { name: string };
}

const applyBy = (call: AlertedCall) => ({ day: call.deadline.toISOString(), style: "short" as const });

/** A call as an alert lists it: "By <studio>, in <city>. Apply by <day>." */
export function callItem(call: AlertedCall): AlertItem {
  const words = phrase("alert.callDetail", { org: call.organization.name, city: call.city, applyBy: applyBy(call) });
  return { title: call.title, detail: inEnglish(words), words, url: absolute(callPath(call.id)) };
}

/** A member a talent search found, as its digest lists them: "Heroine in Mumbai: new on Castfolio." */
export function memberItem(member: {
  id: string;
  name: string;
  subcategory: string;
  city: string | null;
  /** They joined since the last digest (else they changed their profile). */
  joined: boolean;
}): AlertItem {
  const subcategory = { subcategory: member.subcategory };
  const words = member.city
    ? phrase(member.joined ? "alert.memberJoined" : "alert.memberUpdated", { subcategory, city: member.city })
    : phrase(member.joined ? "alert.memberJoinedNoCity" : "alert.memberUpdatedNoCity", { subcategory });
  return { title: member.name, detail: inEnglish(words), words, url: absolute(profilePath(member.id)) };
}

/** An instant alert of one call. */
export function callAlert(search: Search, call: AlertedCall): Alert {
  const item = callItem(call);
  const { url } = item;
  return {
    userId: search.userId,
    searchId: search.id,
    searchName: search.name,
    notice: {
      userId: search.userId,
      ...noticeWords(phrase("alert.callTitle", { name: search.name }), [
        phrase("alert.callBody", {
          title: call.title,
          org: call.organization.name,
          city: call.city,
          applyBy: applyBy(call),
          search: matchedBy("calls", search, "inside"),
        }),
      ]),
      link: callPath(call.id),
    },
    intro: phrase("alert.callIntro", { search: matchedBy("calls", search, "inside") }),
    items: [item],
    action: { label: phrase("alert.callAction"), url },
    whatsapp: (to, locale) =>
      callAlertMessage(
        to,
        {
          searchName: search.name,
          title: call.title,
          organization: call.organization.name,
          city: call.city,
          deadline: call.deadline,
          url: absolute(localisedPath(locale, callPath(call.id))),
        },
        locale,
      ),
  };
}

/** A digest: what a search found since the last one, the first DIGEST_ITEMS by name. */
export function digestAlert(search: Search & { kind: SavedSearchKind }, items: AlertItem[], total: number): Alert {
  const link = searchLink(search.kind, search.params);
  const url = absolute(link);
  const shown = items.slice(0, DIGEST_ITEMS);
  const rest = total - shown.length;
  const names = shown
    .slice(0, 3)
    .map((item) => item.title)
    .join(", ");
  const found = phrase(search.kind === "calls" ? "alert.calls" : "alert.members", { count: total });
  const by = matchedBy(search.kind, search, "inside");
  const intro = { search: matchedBy(search.kind, search, "sentence"), found };
  return {
    userId: search.userId,
    searchId: search.id,
    searchName: search.name,
    notice: {
      userId: search.userId,
      ...noticeWords(phrase("alert.digestTitle", { found, name: search.name }), [
        total > 3
          ? phrase("alert.digestBodyMore", { names, more: total - 3, search: by })
          : phrase("alert.digestBody", { names, search: by }),
      ]),
      link,
    },
    intro:
      rest > 0
        ? phrase("alert.digestIntroFirst", { ...intro, shown: shown.length })
        : phrase("alert.digestIntro", intro),
    items: shown,
    action: { label: phrase(search.kind === "calls" ? "alert.callsAction" : "alert.membersAction"), url },
    whatsapp: (to, locale) =>
      searchDigestMessage(
        to,
        { searchName: search.name, count: total, kind: search.kind, url: absolute(localisedPath(locale, link)) },
        locale,
      ),
  };
}
