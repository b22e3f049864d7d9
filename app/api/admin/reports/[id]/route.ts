import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http";
import { actOnReport, requireAdmin } from "@/lib/moderation/admin";

type Context = RouteContext<"/api/admin/reports/[id]">;

// POST /api/admin/reports/{id} { action: "dismiss" | "hide" | "suspend", reason } (admins only): settles
// every open report on the same target.
export const POST = route(async (request: Request, context: Context) => {
  const admin = await requireAdmin(request);
  const result = await actOnReport(admin, (await context.params).id, await readJson(request));
  return NextResponse.json({ success: true, message: "Done, and written to the audit log.", data: result });
});
