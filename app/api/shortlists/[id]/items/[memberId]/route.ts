import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { removeFromShortlist, updateNote } from "@/lib/shortlists/shortlists";

type Context = RouteContext<"/api/shortlists/[id]/items/[memberId]">;

// PATCH /api/shortlists/{id}/items/{memberId} { note }: the owner's private note on a profile.
export const PATCH = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  const { id, memberId } = await context.params;
  const note = await updateNote(owner, id, memberId, await readJson(request));
  return answered(answer("shortlists.noteSaved"), { data: { note } });
});

// DELETE /api/shortlists/{id}/items/{memberId}: takes the profile off the list.
export const DELETE = route(async (request: Request, context: Context) => {
  const owner = await requireUser(request);
  const { id, memberId } = await context.params;
  await removeFromShortlist(owner, id, memberId);
  return answered(answer("shortlists.removed"));
});
