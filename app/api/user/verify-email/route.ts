import { NextResponse } from "next/server";
import { confirmEmail } from "@/lib/accounts/email-confirmation";
import { readJson, route } from "@/lib/http";

// POST /api/user/verify-email { token }: confirms the address a mailed link was sent to.
export const POST = route(async (request: Request) => {
  const { email, changed } = await confirmEmail(await readJson(request));
  const message = changed ? `Your account now uses ${email}.` : `Thank you: ${email} is confirmed.`;
  return NextResponse.json({ success: true, message, email });
});
