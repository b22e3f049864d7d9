import { requireUser } from "@/lib/auth/guard";
import { withdraw } from "@/lib/hiring/applications";
import { updateApplication } from "@/lib/hiring/triage";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/applications/[id]">;

// PATCH { status, note }: the casting team decides (owner of the call only; the note stays private).
// DELETE: the applicant withdraws.
export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await updateApplication(member, (await params).id, await readJson(request));
  return answered(answer("applications.updated"), { data });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  await withdraw(member, (await params).id);
  return answered(answer("applications.withdrawn"));
});
