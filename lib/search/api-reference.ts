import { z } from "zod";
import { MAX_AVAILABLE_DAYS, searchQuerySchema } from "./query.ts";
import { searchAnswerShape } from "./views.ts";
import { answer, dataAnswer, failure, refused } from "../openapi/answers.ts";
import { queryParameters } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Search: GET /api/search and the listing of a subcategory, which take the same parameters (docs/api.md
// "Search"), read with the schema the search page uses too (lib/search/query.ts).

const tag = "Search";

/** What each parameter means, in docs/api.md's words. */
const SEARCH_PARAMETERS: Record<string, string> = {
  q: "Free text: every word must match the member's name, subcategory, city, languages, skills, expertise or past projects (whole word, start of one, near spelling or exact text). A name also matches written another common way (Laxmi and Lakshmi, Deepa and Dipa, Bhavna and Bhavana, Vikram and Wikram) or with two neighbouring letters swapped; with the best-match order, members whose name matches come first. At most six words are used.",
  category: "A category of the catalog.",
  subcategory: "One of the category's subcategories (needs `category`).",
  city: "Case and spacing do not matter; a city's other names are the city (Bombay is Mumbai).",
  gender: "Male, Female or Other.",
  ageMin: "Whole years, computed on the day from the stored date of birth.",
  ageMax: "Whole years, computed on the day from the stored date of birth.",
  heightMin: "Centimetres, read from what members typed.",
  heightMax: "Centimetres, read from what members typed.",
  languages: "Any of these (comma-separated or repeated); spellings are unified.",
  skills: "All of these (comma-separated or repeated), case-folded.",
  skinTone: "Fair, Wheatish, Medium, Dusky or Dark.",
  available: `\`now\` (today), a date (YYYY-MM-DD) or a range of dates (YYYY-MM-DD..YYYY-MM-DD, both days included, at most ${MAX_AVAILABLE_DAYS} days long): members free on every day of it, that is available, or on a shoot whose last day is before the first (a camera unit or location also with no day of it closed or booked).`,
  maxDayRate: "Whole rupees: camera units and locations whose day rate is at most this.",
  showreel: "1: only members with a video (uploaded or linked).",
  portfolio: "1: only members with a portfolio.",
  verified: "1: only members verified by an admin.",
  sort: "best (best match for free text, otherwise the ranking rule), updated (recently updated) or complete (most complete).",
  after: "The `next` cursor of the previous page; it only continues the search that made it.",
  pageSize: "Results a page (default 24).",
};

export const SEARCH_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/search",
    tag,
    summary: "Search every category",
    description:
      "All parameters are optional; empty and unknown ones are ignored. Facet counts count the results of all the other filters, each without its own (the 20 largest cities and languages).",
    access: "public",
    query: queryParameters(searchQuerySchema, SEARCH_PARAMETERS),
    responses: {
      200: dataAnswer("A page of results.", searchAnswerShape),
      400: failure("A parameter does not validate: `errors` names it."),
    },
  },
  {
    method: "GET",
    path: "/api/user/{id}/{subcategory}",
    tag,
    summary: "List the members of a subcategory",
    description:
      "`data.data`: the members of a subcategory (up to 10,000) in the listing's order, each with `availability`. `pageSize=` pages it, by `page=` (up to the 10,000th member) or by `after=` with the answer's `next`. Every parameter of GET /api/search filters it (the category and subcategory are the path's).",
    access: "public",
    pathParameters: {
      id: "The category (Next.js names the segment `id`: it is the one /api/user/{id} has).",
      subcategory: "One of the category's subcategories.",
    },
    query: [
      ...queryParameters(searchQuerySchema, SEARCH_PARAMETERS, ["category", "subcategory"]),
      ...queryParameters(z.object({ page: z.coerce.number().int().min(1).optional() }), {
        page: "With pageSize: the page, up to the one holding the 10,000th member.",
      }),
    ],
    responses: {
      200: answer(
        "The members.",
        z.object({
          success: z.literal(true),
          data: z.object({
            data: z.array(z.looseObject({ _id: z.string(), name: z.string() })),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
            pageCount: z.number().int(),
            next: z.string().nullable(),
          }),
        }),
      ),
      400: failure("A parameter does not validate, or `page` is past the 10,000th member."),
      404: refused("unknownListing"),
    },
  },
];
