import { NextResponse } from "next/server";
import { register } from "@/lib/accounts/register";
import { clientIp } from "@/lib/server/client-address";
import { readJson, route } from "@/lib/http";
import { MESSAGES } from "@/lib/status-messages";

export const POST = route(async (request: Request) => {
  const user = await register(await readJson(request), clientIp(request.headers));
  return NextResponse.json(
    { success: true, message: MESSAGES.registerSuccess, user: { _id: user.id, ...user } },
    { status: 201 },
  );
});
