import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { clientIp } from "@/lib/server/client-address";
import { answered, readJson, route } from "@/lib/http";

// POST /api/user/forgot-password { email }: the same 200 whether or not the email is registered.
export const POST = route(async (request: Request) => {
  const message = await requestPasswordReset(await readJson(request), clientIp(request.headers));
  return answered(message);
});
