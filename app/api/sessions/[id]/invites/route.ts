import { requireUser } from "@/lib/auth/guard";
import { inviteToSession } from "@/lib/auditions/invites";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST: invitations to the session, JSON { applicationIds, slotId? } or { autofill: true, roleId? }; each
// invitee is told (notification and mail with a calendar file).
export const POST = route(async (request: Request, { params }: RouteContext<"/api/sessions/[id]/invites">) => {
  const member = await requireUser(request);
  const data = await inviteToSession(member, (await params).id, await readJson(request));
  const count = data.invites.length;
  const { notPlaced } = data;
  const message = notPlaced
    ? answer(count === 1 ? "auditions.invitedOneNotPlaced" : "auditions.invitedNotPlaced", { count, notPlaced })
    : answer(count === 1 ? "auditions.invitedOne" : "auditions.invited", { count });
  return answered(message, { data }, { status: 201 });
});
