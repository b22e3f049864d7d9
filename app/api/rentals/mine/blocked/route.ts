import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { setBlocked } from "@/lib/rentals/terms";

// PUT { from, to, blocked }: closes (blocked: true) or opens again every day from `from` to `to` (India dates).
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const { days } = await setBlocked(member, await readJson(request));
  return answered(answer(days === 1 ? "rentals.dayUpdated" : "rentals.daysUpdated", { days }), { data: { days } });
});
