// Saved searches and their alerts (issue 32): what a search looks for, how often it alerts, and the limits.
// Browser-safe: the forms that save and manage searches read the same lists.

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
  calls: "/job-grid-one",
  talent: "/search",
};
