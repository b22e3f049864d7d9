import { z } from "zod";
import { availabilityShape } from "../profiles/views.ts";

// The shapes of what the directory answers: the engine's results, and GET /api/search's page. The code's
// types come from them, and the API reference shows them, so the two cannot differ.

/** A member as the directory finds them: their card (lib/search/engine.ts). */
export const searchResultShape = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  city: z.string().nullable(),
  gender: z.string(),
  age: z.number().int().nullable(),
  heightCm: z.number().nullable(),
  languages: z.array(z.string()),
  availability: availabilityShape,
  verified: z.boolean(),
  completeness: z.number().int().describe("How complete the profile is, 0 to 100."),
  profilePic: z.string().nullable().describe("The picture's stored path."),
  cardPic: z.string().nullable().describe("Its small card variant's stored path."),
  dayRate: z.number().int().nullable().describe("A camera unit's or location's day rate in rupees, once set."),
});

/** A result as GET /api/search answers it (lib/search/present.ts): pictures and the profile as absolute addresses. */
export const apiResultShape = searchResultShape.omit({ completeness: true, cardPic: true, dayRate: true }).extend({
  profilePic: z.string().nullable().describe("The card picture's absolute address."),
  url: z.string().describe("The profile page's absolute address."),
  dayRate: z.number().int().optional().describe("A camera unit's or location's day rate in rupees, once set."),
});

const counts = z.record(z.string(), z.number().int());

/** GET /api/search's `data`. */
export const searchAnswerShape = z.object({
  results: z.array(apiResultShape),
  total: z.number().int(),
  facets: z.object({ category: counts, city: counts, language: counts, gender: counts }),
  next: z.string().nullable().describe("The cursor of the next page (`after=`), null on the last."),
  suggestion: z
    .string()
    .nullable()
    .describe(
      'When `q` found nobody: the free text to try instead ("Did you mean"), each word replaced by the closest word of the index (names, subcategories, cities, languages), offered only if that search with the same filters finds someone. Otherwise null.',
    ),
});

export type SearchResult = z.output<typeof searchResultShape>;
export type ApiResult = z.output<typeof apiResultShape>;
export type SearchAnswer = z.output<typeof searchAnswerShape>;
