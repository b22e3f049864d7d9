import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { addToShortlist } from "@/lib/shortlists/shortlists";

// POST /api/shortlists/{id}/items { memberId, note? }: 201 when added, 200 when the member was there already.
export const POST = route(async (request: Request, context: RouteContext<"/api/shortlists/[id]/items">) => {
  const owner = await requireUser(request);
  const { added, count } = await addToShortlist(owner, (await context.params).id, await readJson(request));
  return answered(
    answer(added ? "shortlists.added" : "shortlists.alreadyOn"),
    { data: { added, count } },
    { status: added ? 201 : 200 },
  );
});
