import { setLanguage } from "@/lib/accounts/language";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// PUT /api/me/language { locale }: the language of the member's notifications and mails (en, hi, te or ta).
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await setLanguage(member, await readJson(request));
  return answered(answer("account.languageSaved"), { data });
});
