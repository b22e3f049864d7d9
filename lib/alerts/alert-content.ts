import "server-only";
import { dayLabel } from "../dates.ts";
import { callPath } from "../hiring/paths.ts";
import type { AlertItem } from "../mail/templates.ts";
import { callAlertMessage, searchDigestMessage } from "../whatsapp/templates.ts";
import { absolute, type Alert } from "./channels.ts";
import { DIGEST_ITEMS, DIGEST_NOUNS, type SavedSearchKind } from "./options.ts";
import { describeSearch, searchLink } from "./params.ts";

// What an alert says, on every channel: what matched, why (the saved search that found it) and where it is.

interface Search {
  id: string;
  userId: string;
  name: string;
  params: string;
}

/** Why it was sent: the search by name, and its filters in words when the name does not say them. */
function matchedBy(kind: SavedSearchKind, search: Search): string {
  const filters = describeSearch(kind, search.params);
  return filters === search.name
    ? `your saved search "${search.name}"`
    : `your saved search "${search.name}" (${filters})`;
}

export interface AlertedCall {
  id: string;
  title: string;
  city: string;
  deadline: Date;
  organization: { name: string };
}

/** An instant alert of one call. */
export function callAlert(search: Search, call: AlertedCall): Alert {
  const applyBy = dayLabel(call.deadline.toISOString());
  const url = absolute(callPath(call.id));
  return {
    userId: search.userId,
    searchId: search.id,
    searchName: search.name,
    notice: {
      userId: search.userId,
      title: `New casting call for "${search.name}"`,
      body: `${call.title}, by ${call.organization.name}, in ${call.city}. Apply by ${applyBy}. It matches ${matchedBy("calls", search)}.`,
      link: callPath(call.id),
    },
    intro: `A casting call that matches ${matchedBy("calls", search)} was just published.`,
    items: [{ title: call.title, detail: `By ${call.organization.name}, in ${call.city}. Apply by ${applyBy}.`, url }],
    action: { label: "See the call and apply", url },
    whatsapp: (to) =>
      callAlertMessage(to, {
        searchName: search.name,
        title: call.title,
        organization: call.organization.name,
        city: call.city,
        deadline: call.deadline,
        url,
      }),
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const counted = (kind: SavedSearchKind, count: number) => `${count} ${DIGEST_NOUNS[kind][count === 1 ? 0 : 1]}`;

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
  const more = total > 3 ? `, and ${total - 3} more` : "";
  return {
    userId: search.userId,
    searchId: search.id,
    searchName: search.name,
    notice: {
      userId: search.userId,
      title: `${counted(search.kind, total)} for "${search.name}"`,
      body: `${names}${more}: found by ${matchedBy(search.kind, search)}.`,
      link,
    },
    intro: `${capitalised(matchedBy(search.kind, search))} found ${counted(search.kind, total)} since its last alert${rest > 0 ? `; here are the first ${shown.length}` : ""}.`,
    items: shown,
    action: { label: search.kind === "calls" ? "See all the matching calls" : "See everyone who matches", url },
    whatsapp: (to) => searchDigestMessage(to, { searchName: search.name, count: total, kind: search.kind, url }),
  };
}
