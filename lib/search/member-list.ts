import "server-only";
import type { Category } from "../catalog.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { searchDirectory } from "./index.ts";
import { readSearchParams, searchQuerySchema } from "./query.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";

// GET /api/user/{category}/{subcategory}: the original listing call. Without pageSize it answers the whole
// subcategory (up to WHOLE_LIST), as old clients expect; with pageSize, pages by number or by cursor. It
// takes every search filter, and lists in the same order as the pages.

const WHOLE_LIST = 10_000;

function pageNumber(raw: string | null, pageSize: number): number {
  if (raw === null) return 1;
  const page = Number(raw);
  const last = Math.floor(WHOLE_LIST / pageSize);
  if (!Number.isInteger(page) || page < 1 || page > last) {
    throw new AppError("invalid", refusal("pageOutOfRange", { last }), {
      errors: { page: formError("generic.pageRange", { last }) },
    });
  }
  return page;
}

export async function listSubcategory(scope: { category: Category; subcategory: string }, params: URLSearchParams) {
  const query = parseOrThrow(searchQuerySchema, {
    ...readSearchParams(params),
    category: scope.category.name,
    subcategory: scope.subcategory,
  });
  const whole = !params.has("pageSize");
  const pageSize = whole ? WHOLE_LIST : query.pageSize;
  const page = query.after ? 1 : pageNumber(params.get("page"), pageSize);
  const result = await searchDirectory(query, { limit: pageSize, offset: (page - 1) * pageSize });
  const size = whole ? Math.max(result.total, 1) : pageSize;
  return {
    data: result.results.map((r) => ({
      _id: r.id,
      name: r.name,
      gender: r.gender,
      category: r.category,
      subcategory: r.subcategory,
      rate: r.verified,
      profilePic: r.profilePic,
      cardPic: r.cardPic,
      availability: r.availability,
      additionalDetails: { city: r.city },
    })),
    total: result.total,
    page,
    pageSize: size,
    pageCount: Math.max(1, Math.ceil(result.total / size)),
    next: whole ? null : result.next,
  };
}
