import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { extendTapeRequest, withdrawTapeRequest } from "@/lib/tapes/requests";

type Context = RouteContext<"/api/tape-requests/[id]">;

// A tape request, for its call's casting team.
// PATCH: JSON { dueAt }, a later deadline; the applicant is told.
// DELETE: withdraws a request not yet answered; the applicant is told.
export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await extendTapeRequest(member, (await params).id, await readJson(request));
  return answered(answer("tapes.extended"), { data });
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await withdrawTapeRequest(member, (await params).id);
  return answered(answer("tapes.withdrawn"), { data });
});
