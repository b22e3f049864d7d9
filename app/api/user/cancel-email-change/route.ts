import { cancelEmailChange } from "@/lib/accounts/credentials";
import { answered, readJson, route } from "@/lib/http";

// POST /api/user/cancel-email-change { token }: stops a pending change of email (from the warning mailed
// to the current address) and signs out every device.
export const POST = route(async (request: Request) => {
  const message = await cancelEmailChange(await readJson(request));
  return answered(message);
});
