import { requireUser } from "@/lib/auth/guard";
import { inviteCalendarFile } from "@/lib/auditions/invites";
import { privateDownload, route } from "@/lib/http";

// GET: the invitation as a calendar file, for its invitee and the casting team only; the same UID each time,
// so that an import after a change replaces the event.
export const GET = route(async (request: Request, { params }: RouteContext<"/api/invites/[id]/calendar.ics">) => {
  const member = await requireUser(request);
  const text = await inviteCalendarFile(member, (await params).id);
  return privateDownload(text, "text/calendar; charset=utf-8", "audition.ics");
});
