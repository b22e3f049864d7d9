import { NextResponse } from "next/server";
import { authenticate } from "@/lib/accounts/authenticate";
import { signApiToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/client-address";
import { readJson, route } from "@/lib/http";

export const POST = route(async (request: Request) => {
  const user = await authenticate(await readJson(request), clientIp(request.headers));
  return NextResponse.json({ success: true, message: "Signed in.", token: await signApiToken(user) });
});
