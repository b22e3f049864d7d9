import { confirmGuardian } from "@/lib/accounts/guardians";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/user/confirm-guardian { token }: a parent or guardian confirms that they hold a minor's account.
export const POST = route(async (request: Request) => {
  const { childName } = await confirmGuardian(await readJson(request));
  return answered(answer("account.guardianConfirmed", { name: childName }));
});
