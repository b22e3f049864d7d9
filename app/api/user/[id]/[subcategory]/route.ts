import { NextResponse } from "next/server";
import { resolveListing } from "@/lib/catalog";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";
import { listSubcategory } from "@/lib/search/member-list";
import { refusal } from "@/lib/i18n/refusals";

// GET /api/user/{category}/{subcategory}. Next.js needs one name per dynamic segment, so the
// category arrives as `id` (the segment it shares with /api/user/{id}).
export const GET = route(async (request: Request, context: RouteContext<"/api/user/[id]/[subcategory]">) => {
  const { id: categoryParam, subcategory: subcategoryParam } = await context.params;
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) throw new AppError("not-found", refusal("unknownListing"));
  const data = await listSubcategory(found, new URL(request.url).searchParams);
  return NextResponse.json({ success: true, data });
});
