import { NextResponse } from "next/server";
import { UNSUBSCRIBE_PATH } from "@/lib/alerts/options";
import { resubscribe, unsubscribe } from "@/lib/alerts/unsubscribe";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { config } from "@/lib/server/config";

// POST /api/unsubscribe?token=…: one click from a mail turns that saved search's alerts off, without signing in
// (a mail client sends the form body List-Unsubscribe=One-Click). With JSON { frequency } it is the undo.
export const POST = route(async (request: Request) => {
  const token = new URL(request.url).searchParams.get("token");
  const json = request.headers.get("content-type")?.toLowerCase().startsWith("application/json");
  if (json) {
    const data = await resubscribe(token, await readJson(request));
    return answered(answer("alerts.resumed", { name: data.name }), { data });
  }
  const data = await unsubscribe(token);
  return answered(answer("alerts.stopped", { name: data.name }), { data });
});

// GET: a mail program without one-click support opens the address in a browser; it changes nothing and
// sends the browser to the page that does it (and offers undo).
export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return NextResponse.redirect(`${config.siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, 303);
}
