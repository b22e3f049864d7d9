import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { inviteToSession } from "@/lib/auditions/invites";
import { readJson, route } from "@/lib/http";

// POST: invitations to the session, JSON { applicationIds, slotId? } or { autofill: true, roleId? }; each
// invitee is told (notification and mail with a calendar file).
export const POST = route(async (request: Request, { params }: RouteContext<"/api/sessions/[id]/invites">) => {
  const member = await requireUser(request);
  const data = await inviteToSession(member, (await params).id, await readJson(request));
  const count = data.invites.length;
  const message =
    `${count} ${count === 1 ? "person is" : "people are"} invited.` +
    (data.notPlaced ? ` ${data.notPlaced} shortlisted did not fit: add seats or another session.` : "");
  return NextResponse.json({ success: true, message, data }, { status: 201 });
});
