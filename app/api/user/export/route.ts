import { NextResponse } from "next/server";
import { exportAccount } from "@/lib/accounts/data";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";

// GET /api/user/export: everything stored about the signed-in member, as a JSON download.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json(await exportAccount(member), {
    headers: {
      "Content-Disposition": `attachment; filename="castfolio-${member.id}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
