import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { createShortlist, listShortlists } from "@/lib/shortlists/shortlists";

// GET /api/shortlists[?member={id}]: the member's shortlists (with `contains` for that member).
export const GET = route(async (request: Request) => {
  const owner = await requireUser(request);
  const member = new URL(request.url).searchParams.get("member") ?? undefined;
  return NextResponse.json({ success: true, data: await listShortlists(owner, member?.slice(0, 64)) });
});

// POST /api/shortlists { name }: a new, empty shortlist.
export const POST = route(async (request: Request) => {
  const owner = await requireUser(request);
  const shortlist = await createShortlist(owner, await readJson(request));
  return answered(answer("shortlists.created"), { data: shortlist }, { status: 201 });
});
