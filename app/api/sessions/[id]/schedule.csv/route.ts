import { requireUser } from "@/lib/auth/guard";
import { scheduleCsv } from "@/lib/auditions/schedule-csv";
import { privateDownload, route } from "@/lib/http";

// GET: the session's day as CSV (one row per person, and the free slots), for its organisation only.
export const GET = route(async (request: Request, { params }: RouteContext<"/api/sessions/[id]/schedule.csv">) => {
  const member = await requireUser(request);
  const { filename, text } = await scheduleCsv(member, (await params).id);
  return privateDownload(text, "text/csv; charset=utf-8", filename);
});
