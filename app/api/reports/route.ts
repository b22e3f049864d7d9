import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { fileReport } from "@/lib/moderation/reports";

// POST /api/reports { targetType: "profile" | "call" | "message" | "review", targetId, reason, details }: for
// the admins.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const report = await fileReport(member, await readJson(request));
  return NextResponse.json(
    { success: true, message: "Thank you. Our team will look at your report.", data: report },
    { status: 201 },
  );
});
