import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { requestTapes, tapeRequestsOfCall } from "@/lib/tapes/requests";

type Context = RouteContext<"/api/calls/[id]/tape-requests">;

// The call's tape requests, for the organisation that posted it only.
// GET: every request with its state and tape.
// POST: JSON { applicationIds, instructions, dueAt, sidesUploadId? }: asks each applicant for a tape.
export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await tapeRequestsOfCall(member, (await params).id) });
});

export const POST = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await requestTapes(member, (await params).id, await readJson(request));
  const said = data.length === 1 ? answer("tapes.requestedOne") : answer("tapes.requested", { count: data.length });
  return answered(said, { data }, { status: 201 });
});
