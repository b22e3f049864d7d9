import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { revokeLookBook } from "@/lib/shortlists/look-books";

// DELETE /api/shortlists/{id}/lookbooks/{lookBookId}: the link stops working at once (410).
export const DELETE = route(
  async (request: Request, context: RouteContext<"/api/shortlists/[id]/lookbooks/[lookBookId]">) => {
    const owner = await requireUser(request);
    const { id, lookBookId } = await context.params;
    await revokeLookBook(owner, id, lookBookId);
    return NextResponse.json({ success: true, message: "The link no longer works." });
  },
);
