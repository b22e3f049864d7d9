import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { deleteCall, findCall, updateCall } from "@/lib/hiring/calls";
import { AppError } from "@/lib/errors";
import { readJson, route } from "@/lib/http";

type Context = RouteContext<"/api/calls/[id]">;

// GET: one call, open or closed. PATCH (owner): edit fields, or { status: "closed" }. DELETE (owner).
export const GET = route(async (_request: Request, context: Context) => {
  const call = await findCall((await context.params).id);
  if (!call) throw new AppError("not-found", "There is no such casting call.");
  return NextResponse.json({ success: true, data: call });
});

export const PATCH = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const call = await updateCall(member, (await context.params).id, await readJson(request));
  return NextResponse.json({
    success: true,
    // An edit that newly asks applicants for money holds the call: the poster is told why.
    message: call.review?.reason ?? (call.open ? "The call is updated." : "The call is closed."),
    data: call,
  });
});

export const DELETE = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  await deleteCall(member, (await context.params).id);
  return NextResponse.json({ success: true, message: "The call is deleted." });
});
