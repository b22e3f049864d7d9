import { requireUser } from "@/lib/auth/guard";
import { undoDecision } from "@/lib/hiring/undo";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST { ids, status }: the casting team undoes a decision (one application or many) before the applicant
// is told of it; each goes back to the status it had.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const applications = await undoDecision(member, await readJson(request));
  return answered(answer("applications.undone"), { data: { applications } });
});
