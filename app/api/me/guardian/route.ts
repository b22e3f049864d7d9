import { NextResponse } from "next/server";
import { guardianStatus, setGuardian } from "@/lib/accounts/guardians";
import { requireUser } from "@/lib/auth/guard";
import { clientIp } from "@/lib/server/client-address";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// GET /api/me/guardian: the member's parent or guardian (if any), whether they confirmed, and whether the
// member is a minor whose profile waits for them.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json(
    { success: true, data: await guardianStatus(member) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

// PUT /api/me/guardian { name, relation, email, phone }: names or changes the guardian, who confirms by mail.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await setGuardian(member, await readJson(request), clientIp(request.headers));
  return answered(answer("account.guardianMailed", { email: data.guardian?.email ?? "" }), { data });
});
