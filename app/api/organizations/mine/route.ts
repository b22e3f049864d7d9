import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { updateOrganization } from "@/lib/hiring/organizations";
import { readJson, route } from "@/lib/http";

// PUT /api/organizations/mine { name, type, city, website, description }: the hirer's organisation.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const organization = await updateOrganization(member, await readJson(request));
  return NextResponse.json({ success: true, message: "Your organisation is updated.", data: organization });
});
