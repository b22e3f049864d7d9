import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { invitesOf } from "@/lib/auditions/invites";
import { route } from "@/lib/http";

// GET: the signed-in member's audition invitations, the coming ones first.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await invitesOf(member) });
});
