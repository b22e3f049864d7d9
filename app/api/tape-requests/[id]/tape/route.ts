import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { sendTape } from "@/lib/tapes/submissions";

type Context = RouteContext<"/api/tape-requests/[id]/tape">;

// POST: the applicant's tape, JSON { uploadId, note }: a finished resumable upload (purpose "tape") of theirs.
export const POST = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const data = await sendTape(member, (await params).id, await readJson(request));
  return answered(answer("tapes.sent"), { data }, { status: 201 });
});
