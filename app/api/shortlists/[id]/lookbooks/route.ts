import { requireUser } from "@/lib/auth/guard";
import { config } from "@/lib/server/config";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { shareShortlist } from "@/lib/shortlists/look-books";

// POST /api/shortlists/{id}/lookbooks { days }: a read-only link to the shortlist, valid that many days.
// The link is shown once: only a hash of it is kept.
export const POST = route(async (request: Request, context: RouteContext<"/api/shortlists/[id]/lookbooks">) => {
  const owner = await requireUser(request);
  const book = await shareShortlist(owner, (await context.params).id, await readJson(request));
  return answered(
    answer("shortlists.linkCreated"),
    { data: { id: book.id, url: `${config.siteUrl}${book.path}`, expiresAt: book.expiresAt } },
    { status: 201 },
  );
});
