import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { cancelSession, changeSession, getSession } from "@/lib/auditions/sessions";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/sessions/[id]">;

// One audition session, for its call's organisation only.
// GET: the session with its slots and invitations.
// PATCH: a new date, times, slot length, seats, breaks, place or link; moved invitations await an answer again.
// DELETE: the session is cancelled and its invitees are told.
export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await getSession(member, (await params).id) });
});

export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await changeSession(member, (await params).id, await readJson(request));
  return answered(answer("auditions.sessionChanged"), { data });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await cancelSession(member, (await params).id);
  return answered(answer("auditions.sessionCancelled"), { data });
});
