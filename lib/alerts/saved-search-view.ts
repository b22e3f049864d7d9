import { z } from "zod";
import { CALLS_PATH } from "../hiring/paths.ts";
import { ALERT_FREQUENCIES, SAVED_SEARCH_KINDS } from "./options.ts";

// The shape of a saved search as the API answers it: lib/alerts/saved-searches.ts's type comes from it, and
// the API reference shows it, so the two cannot differ.

/** A saved search as its member reads it. */
export const savedSearchViewShape = z.object({
  id: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  params: z.string().describe("The search's parameters as a canonical query string (no paging or sorting)."),
  link: z.string().describe(`The listing's address that runs it: \`${CALLS_PATH}?…\` or \`/search?…\`.`),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SavedSearchView = z.output<typeof savedSearchViewShape>;
