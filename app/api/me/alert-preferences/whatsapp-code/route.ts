import { NextResponse } from "next/server";
import { confirmNumber } from "@/lib/alerts/whatsapp-number";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";

// POST /api/me/alert-preferences/whatsapp-code { code }: confirms the WhatsApp number the code was sent to.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await confirmNumber(member, await readJson(request));
  return NextResponse.json({
    success: true,
    message: "Your WhatsApp number is confirmed: alerts will come there.",
    data,
  });
});
