import { resendEmailConfirmation } from "@/lib/accounts/email-confirmation";
import { requireUser } from "@/lib/auth/guard";
import { clientIp } from "@/lib/server/client-address";
import { answered, route } from "@/lib/http";

// POST /api/user/verify-email/resend: a new confirmation link to the signed-in member's address.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const message = await resendEmailConfirmation(member, clientIp(request.headers));
  return answered(message);
});
