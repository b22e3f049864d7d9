import { confirmNumber } from "@/lib/alerts/whatsapp-number";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/me/alert-preferences/whatsapp-code { code }: confirms the WhatsApp number the code was sent to.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await confirmNumber(member, await readJson(request));
  return answered(answer("alerts.whatsappConfirmed"), { data });
});
