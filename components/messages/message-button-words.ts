import type { PageClientWords } from "@/lib/i18n/messages";

/**
 * What MessageButton and its MessageComposer read of "InboxClient": the groups a page gives them with
 * `<PageWords namespaces={MESSAGE_BUTTON_WORDS}>` where it sends no more of the namespace. A module of its own
 * beside the client component, so that the server components that wrap the button can read the list.
 * tests/unit/page-words.test.ts fails if the button reads a group this list lacks.
 */
export const MESSAGE_BUTTON_WORDS = [
  "InboxClient.button",
  "InboxClient.notSent",
  "InboxClient.composer",
] as const satisfies readonly PageClientWords[];
