import { NextResponse } from "next/server";
import { resolveListing } from "@/lib/catalog";
import { AppError, parseOrThrow } from "@/lib/errors";
import { route } from "@/lib/http";
import { listCandidates, listingQuerySchema, MAX_PAGE_SIZE, readListingParams } from "@/lib/listing";

// GET /api/user/{category}/{subcategory}. Next.js needs one name per dynamic segment, so the
// category arrives as `id` (the segment it shares with /api/user/{id}).
export const GET = route(async (request: Request, context: RouteContext<"/api/user/[id]/[subcategory]">) => {
  const { id: categoryParam, subcategory: subcategoryParam } = await context.params;
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) throw new AppError("not-found", "Unknown category or subcategory.");
  const search = new URL(request.url).searchParams;
  const query = parseOrThrow(listingQuerySchema, readListingParams(search));
  const pageSize = readPageSize(search.get("pageSize"));
  // Without pageSize the whole subcategory comes back, as old clients expect.
  const result = await listCandidates(found, query, pageSize ?? "all");
  const data = result.candidates.map(({ city, ...card }) => ({ ...card, additionalDetails: { city: city ?? null } }));
  return NextResponse.json({
    success: true,
    data: { data, total: result.total, page: result.page, pageSize: result.pageSize, pageCount: result.pageCount },
  });
});

function readPageSize(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new AppError("invalid", `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      errors: { pageSize: `must be from 1 to ${MAX_PAGE_SIZE}` },
    });
  }
  return size;
}
