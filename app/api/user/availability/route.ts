import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { availabilityAnswer, setAvailability } from "@/lib/profiles/availability";

// PUT /api/user/availability { availability: AVAILABLE | ON_SHOOT | NOT_AVAILABLE, until? }: shown on the
// member's card and profile, and searched on.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const availability = await setAvailability(member, await readJson(request));
  return answered(availabilityAnswer(availability), { data: availability });
});
