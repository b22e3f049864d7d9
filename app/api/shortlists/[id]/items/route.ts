import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { addToShortlist } from "@/lib/shortlists/shortlists";

// POST /api/shortlists/{id}/items { memberId, note? }: 201 when added, 200 when the member was there already.
export const POST = route(async (request: Request, context: RouteContext<"/api/shortlists/[id]/items">) => {
  const owner = await requireUser(request);
  const { added, count } = await addToShortlist(owner, (await context.params).id, await readJson(request));
  return NextResponse.json(
    { success: true, message: added ? "Saved to the shortlist." : "Already on the shortlist.", data: { added, count } },
    { status: added ? 201 : 200 },
  );
});
