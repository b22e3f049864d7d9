import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { actOnInvite, getInvite, withdrawInvite } from "@/lib/auditions/invites";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

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
  confirmed: "auditions.confirmed",
  declined: "auditions.declined",
  reschedule: "auditions.rescheduleSent",
  awaiting: "auditions.answerSent",
} as const;

export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const body = await readJson(request);
  const data = await actOnInvite(member, (await params).id, body);
  const moved = typeof body === "object" && body !== null && "slotId" in body;
  return answered(answer(moved ? "auditions.moved" : ANSWERED[data.status]), { data });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  await withdrawInvite(member, (await params).id);
  return answered(answer("auditions.withdrawn"));
});
