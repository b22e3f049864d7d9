import { confirmEmail } from "@/lib/accounts/email-confirmation";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/user/verify-email { token }: confirms the address a mailed link was sent to.
export const POST = route(async (request: Request) => {
  const { email, changed } = await confirmEmail(await readJson(request));
  return answered(answer(changed ? "account.emailChanged" : "account.emailConfirmed", { email }), { email });
});
