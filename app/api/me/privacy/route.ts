import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { parseOrThrow } from "@/lib/errors";
import { readJson, route } from "@/lib/http";
import { privacySchema, setPrivateDetailsSharing } from "@/lib/profiles/private-details";

// PUT /api/me/privacy { sharePrivateDetails }: whether verified casting teams may see the member's private details.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const { sharePrivateDetails } = parseOrThrow(privacySchema, await readJson(request));
  const data = await setPrivateDetailsSharing(member, sharePrivateDetails);
  const message = sharePrivateDetails
    ? "Verified casting teams can now see your private details."
    : "Your private details are now seen by you alone.";
  return NextResponse.json({ success: true, message, data });
});
