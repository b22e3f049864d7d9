import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { myRental, saveTerms } from "@/lib/rentals/terms";

// GET: the owner's own terms (null before any), blocked days from today, and whether a calendar feed is on.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await myRental(member) });
});

// PUT { dayRate, hourlyRate?, minimumHours?, deposit, cancellation, notes? }: Camera Unit and Locations only.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const terms = await saveTerms(member, await readJson(request));
  return answered(answer("rentals.ratesSaved"), { data: terms });
});
