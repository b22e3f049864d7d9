import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { privateDetailsFor } from "@/lib/profiles/private-details";

// GET /api/users/{id}/private-details: the exact date of birth, measurements and intimate-content preferences,
// for the member themselves, or for a verified casting team when the member allows it (403 otherwise).
export const GET = route(async (request: Request, context: RouteContext<"/api/users/[id]/private-details">) => {
  const viewer = await requireUser(request);
  const data = await privateDetailsFor(viewer, (await context.params).id);
  return NextResponse.json({ success: true, data }, { headers: { "Cache-Control": "private, no-store" } });
});
