import { requireUser } from "@/lib/auth/guard";
import { parseOrThrow } from "@/lib/errors";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { privacySchema, setPrivateDetailsSharing } from "@/lib/profiles/private-details";

// PUT /api/me/privacy { sharePrivateDetails }: whether verified casting teams may see the member's private details.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const { sharePrivateDetails } = parseOrThrow(privacySchema, await readJson(request));
  const data = await setPrivateDetailsSharing(member, sharePrivateDetails);
  return answered(answer(sharePrivateDetails ? "account.privacySharing" : "account.privacyNotSharing"), { data });
});
