import { NextResponse } from "next/server";
import { confirmGuardian } from "@/lib/accounts/guardians";
import { readJson, route } from "@/lib/http";

// POST /api/user/confirm-guardian { token }: a parent or guardian confirms that they hold a minor's account.
export const POST = route(async (request: Request) => {
  const { childName } = await confirmGuardian(await readJson(request));
  const message = `Thank you: you hold ${childName}'s account, and their profile is now shown to casting teams.`;
  return NextResponse.json({ success: true, message });
});
