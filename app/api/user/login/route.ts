import { authenticate } from "@/lib/accounts/authenticate";
import { openSession } from "@/lib/auth/sessions";
import { signApiToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/server/client-address";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

export const POST = route(async (request: Request) => {
  const ip = clientIp(request.headers);
  const user = await authenticate(await readJson(request), ip);
  const sessionId = await openSession(user.id, "API", { ip, userAgent: request.headers.get("user-agent") });
  return answered(answer("account.signedIn"), { token: await signApiToken(user, sessionId) });
});
