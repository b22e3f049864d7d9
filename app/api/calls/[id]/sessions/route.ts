import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { createSession, sessionsOfCall } from "@/lib/auditions/sessions";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/calls/[id]/sessions">;

// The call's audition sessions, for the organisation that posted it only.
// GET: every session with its slots and who is in each, with their answer.
// POST: a new session, JSON { date, start, end, slotMinutes, perSlot, breaks, place | link }.
export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await sessionsOfCall(member, (await params).id) });
});

export const POST = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await createSession(member, (await params).id, await readJson(request));
  return answered(answer("auditions.sessionSet", { count: data.slots.length }), { data }, { status: 201 });
});
