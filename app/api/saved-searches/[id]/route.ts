import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { changeSavedSearch, deleteSavedSearch } from "@/lib/alerts/saved-searches";

type Context = RouteContext<"/api/saved-searches/[id]">;

// PATCH /api/saved-searches/{id} { name?, params?, frequency? }: changes the member's own saved search.
export const PATCH = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const saved = await changeSavedSearch(member, (await context.params).id, await readJson(request));
  return answered(answer("alerts.searchChanged"), { data: saved });
});

// DELETE /api/saved-searches/{id}: deletes it; its alerts stop.
export const DELETE = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  await deleteSavedSearch(member, (await context.params).id);
  return answered(answer("alerts.searchDeleted"));
});
