import { NextResponse } from "next/server";
import { parseOrThrow } from "@/lib/errors";
import { route } from "@/lib/http";
import { searchDirectory } from "@/lib/search";
import { searchQuerySchema, readSearchParams } from "@/lib/search/query";
import { apiResult } from "@/lib/search/present";
import type { SearchAnswer } from "@/lib/search/views";

// GET /api/search?q=&category=&subcategory=&city=&gender=&ageMin=&ageMax=&heightMin=&heightMax=&languages=
// &skills=&skinTone=&available=&maxDayRate=&showreel=&portfolio=&verified=&sort=&pageSize=&after= (docs/api.md, Search).
export const GET = route(async (request: Request) => {
  const query = parseOrThrow(searchQuerySchema, readSearchParams(new URL(request.url).searchParams));
  const page = await searchDirectory(query, { facets: true, suggest: true });
  const data: SearchAnswer = {
    results: page.results.map(apiResult),
    total: page.total,
    facets: page.facets,
    next: page.next,
    suggestion: page.suggestion ?? null,
  };
  return NextResponse.json({ success: true, data });
});
