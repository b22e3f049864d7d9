import { NextResponse } from "next/server";
import { readJson, route } from "@/lib/http";
import { requireAdmin, setMemberStatus } from "@/lib/moderation/admin";

type Context = RouteContext<"/api/admin/users/[id]">;

// PATCH /api/admin/users/{id} { verified?, suspended?, reason } (admins only).
export const PATCH = route(async (request: Request, context: Context) => {
  const admin = await requireAdmin(request);
  const status = await setMemberStatus(admin, (await context.params).id, await readJson(request));
  return NextResponse.json({ success: true, message: "Saved, and written to the audit log.", data: status });
});
