import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { removeFromShortlist, updateNote } from "@/lib/shortlists/shortlists";

type Context = RouteContext<"/api/shortlists/[id]/items/[memberId]">;

// PATCH /api/shortlists/{id}/items/{memberId} { note }: the owner's private note on a profile.
export const PATCH = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  const { id, memberId } = await context.params;
  const note = await updateNote(owner, id, memberId, await readJson(request));
  return NextResponse.json({ success: true, message: "Note saved.", data: { note } });
});

// DELETE /api/shortlists/{id}/items/{memberId}: takes the profile off the list.
export const DELETE = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  const { id, memberId } = await context.params;
  await removeFromShortlist(owner, id, memberId);
  return NextResponse.json({ success: true, message: "Removed from the shortlist." });
});
