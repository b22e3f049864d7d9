import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { cancelSession, changeSession, getSession } from "@/lib/auditions/sessions";
import { readJson, route } from "@/lib/http";

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
  return NextResponse.json({ success: true, message: "The session is changed: whoever it moved is told.", data });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await cancelSession(member, (await params).id);
  return NextResponse.json({ success: true, message: "The session is cancelled: everyone invited is told.", data });
});
