import { NextResponse } from "next/server";
import { alertPreferencesOf, setAlertPreferences } from "@/lib/alerts/preferences";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";

// GET, PUT /api/me/alert-preferences { mail, whatsapp, whatsappNumber }: how saved searches' alerts reach the member.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await alertPreferencesOf(member) });
});

export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await setAlertPreferences(member, await readJson(request));
  const message = data.codeSent
    ? `Saved. We sent a code to +${data.pendingWhatsappNumber} on WhatsApp: type it here to confirm the number.`
    : "Your alert settings are saved.";
  return NextResponse.json({ success: true, message, data });
});
