import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { deleteShortlist, readShortlist, renameShortlist } from "@/lib/shortlists/shortlists";

type Context = RouteContext<"/api/shortlists/[id]">;

// GET /api/shortlists/{id}: the owner's shortlist with its profiles, notes and look-book links.
export const GET = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  return NextResponse.json({ success: true, data: await readShortlist(owner, (await context.params).id) });
});

// PATCH /api/shortlists/{id} { name }: renames it.
export const PATCH = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  await renameShortlist(owner, (await context.params).id, await readJson(request));
  return answered(answer("shortlists.renamed"));
});

// DELETE /api/shortlists/{id}: deletes it with its notes and links.
export const DELETE = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  await deleteShortlist(owner, (await context.params).id);
  return answered(answer("shortlists.deleted"));
});
