import { NextResponse } from "next/server";
import { authenticate } from "@/lib/auth/accounts";
import { clientIp } from "@/lib/auth/rate-limit";
import { signApiToken } from "@/lib/auth/token";
import { readJson, route } from "@/lib/http";

export const POST = route(async (request: Request) => {
  const user = await authenticate(await readJson(request), clientIp(request.headers));
  return NextResponse.json({ success: true, message: "Signed in.", token: await signApiToken(user) });
});
