import { NextResponse } from "next/server";
import { currentUser, requireUser } from "@/lib/auth/guard";
import { readCallParams } from "@/lib/hiring/filters";
import { listCalls, postCall, postedAnswer } from "@/lib/hiring/calls";
import { answered, readJson, route } from "@/lib/http";

// GET /api/calls?category=&subcategory=&city=&paid=&projectType=&page=: open calls, newest first (those
// of organisations the member follows first). POST /api/calls: a hirer posts a call with its roles.
export const GET = route(async (request: Request) => {
  const viewer = await currentUser(request);
  const page = await listCalls(readCallParams(new URL(request.url).searchParams), viewer?.id);
  return NextResponse.json({ success: true, data: page });
});

export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const call = await postCall(member, await readJson(request));
  return answered(postedAnswer(call), { data: call }, { status: 201 });
});
