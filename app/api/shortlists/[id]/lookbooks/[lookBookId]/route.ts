import { requireUser } from "@/lib/auth/guard";
import { answered, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { revokeLookBook } from "@/lib/shortlists/look-books";

// DELETE /api/shortlists/{id}/lookbooks/{lookBookId}: the link stops working at once (410).
export const DELETE = route(
  async (request: Request, context: RouteContext<"/api/shortlists/[id]/lookbooks/[lookBookId]">) => {
    const owner = await requireUser(request);
    const { id, lookBookId } = await context.params;
    await revokeLookBook(owner, id, lookBookId);
    return answered(answer("shortlists.linkRevoked"));
  },
);
