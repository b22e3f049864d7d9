import { NextResponse } from "next/server";
import { authenticate } from "@/lib/accounts/authenticate";
import { openSession } from "@/lib/auth/sessions";
import { signApiToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/server/client-address";
import { readJson, route } from "@/lib/http";

export const POST = route(async (request: Request) => {
  const ip = clientIp(request.headers);
  const user = await authenticate(await readJson(request), ip);
  const sessionId = await openSession(user.id, "API", { ip, userAgent: request.headers.get("user-agent") });
  return NextResponse.json({ success: true, message: "Signed in.", token: await signApiToken(user, sessionId) });
});
