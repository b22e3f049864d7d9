import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http";
import { requireAdmin, reviewCall } from "@/lib/moderation/admin";

type Context = RouteContext<"/api/admin/calls/[id]">;

// PATCH /api/admin/calls/{id} { action: "publish" | "hide", reason } (admins only): a held call's review.
export const PATCH = route(async (request: Request, context: Context) => {
  const admin = await requireAdmin(request);
  const result = await reviewCall(admin, (await context.params).id, await readJson(request));
  return NextResponse.json({
    success: true,
    message: result.published ? "The call is published." : "The call is hidden.",
    data: result,
  });
});
