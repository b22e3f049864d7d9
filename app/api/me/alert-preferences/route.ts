import { NextResponse } from "next/server";
import { alertPreferencesOf, setAlertPreferences } from "@/lib/alerts/preferences";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// GET, PUT /api/me/alert-preferences { mail, whatsapp, whatsappNumber }: how saved searches' alerts reach the member.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await alertPreferencesOf(member) });
});

export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await setAlertPreferences(member, await readJson(request));
  const message = data.codeSent
    ? answer("alerts.codeSent", { number: data.pendingWhatsappNumber ?? "" })
    : answer("alerts.settingsSaved");
  return answered(message, { data });
});
