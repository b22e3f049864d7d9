import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { deleteCall, findCall, updateCall } from "@/lib/hiring/calls";
import { AppError } from "@/lib/errors";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { refusal } from "@/lib/i18n/refusals";

type Context = RouteContext<"/api/calls/[id]">;

// GET: one call, open or closed. PATCH (owner): edit fields, or { status: "closed" }. DELETE (owner).
export const GET = route(async (_request: Request, context: Context) => {
  const call = await findCall((await context.params).id);
  if (!call) throw new AppError("not-found", refusal("noSuchCall"));
  return NextResponse.json({ success: true, data: call });
});

export const PATCH = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  // An edit that asks applicants for money holds the call (the message says why); one that no longer does
  // publishes a held call; a hidden call stays hidden.
  const { call, message } = await updateCall(member, (await context.params).id, await readJson(request));
  return answered(message, { data: call });
});

export const DELETE = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  await deleteCall(member, (await context.params).id);
  return answered(answer("calls.deleted"));
});
