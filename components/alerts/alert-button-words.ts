import type { PageClientWords } from "@/lib/i18n/messages";

// What the buttons that save a search read of "AlertsClient", with their forms (SaveSearchForm, SearchFields): the
// groups a page gives them with <PageWords namespaces={…}> where it sends no more of the namespace. A module of its
// own beside the client components, so that the server components that wrap the buttons can read the lists.
// tests/unit/page-words.test.ts fails if a button reads a group its list lacks.

/** SaveSearchButton: a talent search (the directory's listings and the search page). */
export const SAVE_SEARCH_BUTTON_WORDS = [
  "AlertsClient.talent",
  "AlertsClient.save",
  "AlertsClient.fields",
  "AlertsClient.frequencies",
] as const satisfies readonly PageClientWords[];

/** CallAlertButton: alerts of new casting calls (the calls' listing). */
export const CALL_ALERT_BUTTON_WORDS = [
  "AlertsClient.calls",
  "AlertsClient.save",
  "AlertsClient.fields",
  "AlertsClient.frequencies",
] as const satisfies readonly PageClientWords[];
