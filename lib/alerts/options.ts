// Saved searches and their alerts: what a search looks for, how often it alerts, and the limits.
// Browser-safe: the forms that save and manage searches read the same lists.
import { CALLS_PATH } from "../hiring/paths.ts";

export const SAVED_SEARCH_KINDS = ["calls", "talent"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Instant alerts a member gets in an hour; more wait for a digest. */
export const INSTANT_ALERTS_PER_HOUR = 5;

/** The member's page of saved searches. */
export const SAVED_SEARCHES_PATH = "/saved-searches";

/** Saved searches a member may keep. */
export const MAX_SAVED_SEARCHES = 20;

export const MAX_SEARCH_NAME = 80;

/** Where each kind of search runs, for links back to it. */
export const SEARCH_PAGES: Record<SavedSearchKind, string> = {
  calls: CALLS_PATH,
  talent: "/search",
};

/** Digests go out at this hour, India time: daily ones every day, weekly ones on WEEKLY_DIGEST_DAY. */
export const DIGEST_HOUR_IN_INDIA = 8;
/** Monday (0 is Sunday). */
export const WEEKLY_DIGEST_DAY = 1;
/** What a digest names one by one; the rest it counts, with a link to the search. */
export const DIGEST_ITEMS = 10;

/** The page a one-click unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** How often each kind of search may alert (talent searches only in digests), in the order offered. */
export const FREQUENCIES_OF: Record<SavedSearchKind, readonly AlertFrequency[]> = {
  calls: ["instant", "daily", "weekly", "off"],
  talent: ["weekly", "daily", "off"],
};

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "At once",
  daily: "Daily, at 8 am",
  weekly: "Weekly, Mondays at 8 am",
  off: "Off",
};
