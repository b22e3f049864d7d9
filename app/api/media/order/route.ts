import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { reorderGallery } from "@/lib/profiles/media";

// PUT /api/media/order { ids }: the gallery photos in this order.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const ids = await reorderGallery(member, await readJson(request));
  return NextResponse.json({ success: true, message: "The gallery order has been saved.", ids });
});
