import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { setBlocked } from "@/lib/rentals/terms";

// PUT { from, to, blocked }: closes (blocked: true) or opens again every day from `from` to `to` (India dates).
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const { days } = await setBlocked(member, await readJson(request));
  return NextResponse.json({
    success: true,
    message: `${days === 1 ? "1 day" : `${days} days`} updated.`,
    data: { days },
  });
});
