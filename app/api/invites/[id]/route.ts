import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { actOnInvite, getInvite, withdrawInvite } from "@/lib/auditions/invites";
import { readJson, route } from "@/lib/http";

type Context = RouteContext<"/api/invites/[id]">;

// An audition invitation, for its invitee and the casting team only.
// GET: the invitation (call, role, time, place or link, answer).
// PATCH: the invitee's { response: confirm | decline | reschedule, note }, or the team's { slotId } to move it.
// DELETE: the team withdraws it; the invitee is told, with a cancellation of the calendar event.
export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await getInvite(member, (await params).id) });
});

const ANSWERED = {
  confirmed: "You have confirmed: see you there.",
  declined: "You have declined: the casting team is told.",
  reschedule: "Your request for another time is sent to the casting team.",
  awaiting: "Your answer is sent.",
};
const MOVED = "The invitation is moved: they are told and asked to confirm.";

export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const body = await readJson(request);
  const data = await actOnInvite(member, (await params).id, body);
  const moved = typeof body === "object" && body !== null && "slotId" in body;
  return NextResponse.json({ success: true, message: moved ? MOVED : ANSWERED[data.status], data });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  await withdrawInvite(member, (await params).id);
  return NextResponse.json({ success: true, message: "The invitation is withdrawn: they are told." });
});
