import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { apply } from "@/lib/hiring/applications";
import { applicationsToCall, updateApplicationsOfCall } from "@/lib/hiring/triage";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/calls/[id]/applications">;

// POST: a talent member applies to one role (multipart roleId, note, answers as JSON, selfTape).
// GET: the call's applications, for its organisation only (?role=&status=&sort=received|newest&page=&size=),
// at most 50 a page.
// PATCH: one status for many of them, JSON { ids, status }.
export const POST = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const { id } = await apply(member, (await params).id, request);
  return answered(answer("applications.sent"), { data: { id } }, { status: 201 });
});

export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const search = new URL(request.url).searchParams;
  const data = await applicationsToCall(member, (await params).id, {
    role: search.get("role"),
    status: search.get("status"),
    tape: search.get("tape"),
    sort: search.get("sort"),
    page: search.get("page"),
    size: search.get("size"),
  });
  return NextResponse.json({ success: true, data });
});

export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await updateApplicationsOfCall(member, (await params).id, await readJson(request));
  return answered(answer("applications.manyUpdated", { count: data.updated }), { data });
});
