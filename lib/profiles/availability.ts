import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { z } from "zod";
import {
  AVAILABILITY_STATES,
  currentAvailability,
  MAX_SHOOT_DAYS,
  type Availability,
  type AvailabilityState,
} from "./availability-states.ts";
import { findCategory } from "../catalog.ts";
import { addDays, parseDateOnly, todayInIndia } from "../dates.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { answer, type AnswerKey } from "../i18n/answers.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshMemberPages } from "./refresh-pages.ts";
import { formError } from "../i18n/form-errors.ts";

/** PUT /api/user/availability: `{ availability, until }`. */
export const availabilitySchema = z
  .object({
    availability: z.enum(AVAILABILITY_STATES, {
      message: "availability must be AVAILABLE, ON_SHOOT or NOT_AVAILABLE",
    }),
    until: z
      .string({ message: formError("generic.date", { field: "until" }) })
      .trim()
      .optional()
      .nullable()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    if (value.availability !== "ON_SHOOT") return;
    const today = todayInIndia();
    const until = value.until;
    const problem = !until
      ? formError("availability.lastDayRequired")
      : !parseDateOnly(until)
        ? formError("generic.date", { field: "until" })
        : until < today
          ? formError("availability.lastDayPast")
          : until > addDays(today, MAX_SHOOT_DAYS)
            ? formError("availability.lastDayTooFar")
            : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["until"], message: problem });
  });

/** PUT /api/user/availability `{ availability, until }`: whether the member can take work. */
export async function setAvailability(member: AuthUser, body: unknown): Promise<Availability> {
  if (member.accountType !== "TALENT") {
    throw new AppError("invalid", refusal("availabilityTalentOnly"), { code: "not_talent" });
  }
  if (findCategory(member.category)?.kind === "location") {
    throw new AppError("invalid", refusal("availabilityLocationForm"));
  }
  const { availability, until } = parseOrThrow(availabilitySchema, body);
  const busyUntil = availability === "ON_SHOOT" && until ? parseDateOnly(until)! : null;
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${member.id} FOR UPDATE`;
    await tx.user.update({ where: { id: member.id }, data: { availability, busyUntil } });
    await reindexMember(tx, member.id);
  });
  refreshMemberPages(member);
  return currentAvailability(availability, busyUntil);
}

/** The member's new availability (ApiAnswers account.availability): its state, and day, in the reader's language. */
export function availabilityAnswer({ state, until }: Availability): Said {
  if (state === "ON_SHOOT" && until) {
    return answer("account.availability", { state: answer("availability.onShootUntil", { day: { date: until } }) });
  }
  return answer("account.availability", { state: answer(AVAILABILITY_ANSWERS[state]) });
}

const AVAILABILITY_ANSWERS = {
  AVAILABLE: "availability.available",
  ON_SHOOT: "availability.onShoot",
  NOT_AVAILABLE: "availability.notAvailable",
} as const satisfies Record<AvailabilityState, AnswerKey>;
