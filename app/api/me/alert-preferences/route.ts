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
  return NextResponse.json({ success: true, message: "Your alert settings are saved.", data });
});
