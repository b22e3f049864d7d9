import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { listSavedSearches, saveSearch } from "@/lib/alerts/saved-searches";

// GET /api/saved-searches: the member's saved searches, newest first.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await listSavedSearches(member) });
});

// POST /api/saved-searches { kind, name, params, frequency }: saves a search of calls or of talent.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const saved = await saveSearch(member, await readJson(request));
  return answered(answer("alerts.searchSaved"), { data: saved }, { status: 201 });
});
