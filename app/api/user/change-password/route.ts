import { NextResponse } from "next/server";
import { changePassword } from "@/lib/accounts/credentials";
import { requireUser } from "@/lib/auth/guard";
import { clientIp } from "@/lib/server/client-address";
import { readJson, route } from "@/lib/http";

// POST /api/user/change-password { currentPassword, newPassword }: every other session and token ends.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const { ended } = await changePassword(member, await readJson(request), clientIp(request.headers));
  return NextResponse.json({
    success: true,
    message: "Your password has been changed; other devices are signed out.",
    ended,
  });
});
