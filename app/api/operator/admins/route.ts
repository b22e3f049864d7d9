import { clientIp } from "@/lib/server/client-address";
import { AppError } from "@/lib/errors";
import { answered, readJson, route } from "@/lib/http";
import { isOperator, promoteToAdmin } from "@/lib/moderation/operator";
import { refusal } from "@/lib/i18n/refusals";

// POST /api/operator/admins { email }: `npm run admin:create` while this server holds the embedded
// database. Only with the operator token of $DATA_DIR/operator.json, from this machine; anyone else finds
// nothing here.
export const POST = route(async (request: Request) => {
  const local = ["127.0.0.1", "::1"].includes(clientIp(request.headers));
  if (!isOperator(request) || !local) throw new AppError("not-found", refusal("notFound"));
  const { email } = (await readJson(request)) as { email?: unknown };
  return answered(await promoteToAdmin(email));
});
