import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { fileReport } from "@/lib/moderation/reports";

// POST /api/reports { targetType: "profile" | "call" | "message" | "review", targetId, reason, details }: for
// the admins.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const report = await fileReport(member, await readJson(request));
  return answered(answer("messages.reported"), { data: report }, { status: 201 });
});
