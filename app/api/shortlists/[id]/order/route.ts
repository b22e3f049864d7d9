import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { reorderShortlist } from "@/lib/shortlists/shortlists";

// PUT /api/shortlists/{id}/order { memberIds }: the profiles in this order.
export const PUT = route(async (request: Request, context: RouteContext<"/api/shortlists/[id]/order">) => {
  const owner = await requireUser(request);
  const memberIds = await reorderShortlist(owner, (await context.params).id, await readJson(request));
  return NextResponse.json({ success: true, data: { memberIds } });
});
