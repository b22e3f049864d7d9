import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { choicesReviewDue, keepChoices } from "@/lib/profiles/choices-review";

// GET /api/me/choices-review: whether the member is asked to review the interests, comfort level, outfits and
// work locations an older form may have ticked for them. DELETE: they keep them as they are, and are not asked again.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: { due: await choicesReviewDue(member.id) } });
});

export const DELETE = route(async (request: Request) => {
  const member = await requireUser(request);
  await keepChoices(member);
  return NextResponse.json({ success: true, data: { due: false } });
});
