import type { PageClientWords } from "@/lib/i18n/messages";

/**
 * What SaveToShortlist and its panel (SavePanel) read of "ShortlistsClient": the groups a page gives them with
 * `<PageWords namespaces={SAVE_TO_SHORTLIST_WORDS}>` where it sends no more of the namespace. A module of its own
 * beside the client component, so that the server components that wrap the button can read the list.
 * tests/unit/page-words.test.ts fails if the button reads a group this list lacks.
 */
export const SAVE_TO_SHORTLIST_WORDS = [
  "ShortlistsClient.failed",
  "ShortlistsClient.save",
  "ShortlistsClient.panel",
  "ShortlistsClient.create",
] as const satisfies readonly PageClientWords[];
