import { z } from "zod";
import { searchResultShape } from "../search/views.ts";

// The shapes of what the shortlist API answers: lib/shortlists/shortlists.ts's types come from them, and
// the API reference shows them, so the two cannot differ.

/** A shortlist in the member's list of them. */
export const shortlistSummaryShape = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  updatedAt: z.string(),
  contains: z.boolean().optional().describe("With `member`: whether that member is on the list."),
});

/** A look-book link of a shortlist (its address is shown only once, when it is made). */
export const lookBookViewShape = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});

/** One member on a shortlist, with the owner's private note. */
export const shortlistItemViewShape = z.object({
  member: searchResultShape.describe("The member's directory card."),
  note: z.string(),
  position: z.number().int(),
  addedAt: z.string(),
});

/** A shortlist as its owner reads it. */
export const shortlistViewShape = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(shortlistItemViewShape).describe("In the owner's order."),
  lookBooks: z.array(lookBookViewShape),
});

export type ShortlistSummary = z.output<typeof shortlistSummaryShape>;
export type ShortlistView = z.output<typeof shortlistViewShape>;
