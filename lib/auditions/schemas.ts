import { z } from "zod";
import { addDays, isDateOnly, todayInIndia } from "../dates.ts";
import { idSchema } from "../ids.ts";
import {
  MAX_BREAKS,
  MAX_PER_SLOT,
  MAX_SLOT_MINUTES,
  MIN_SLOT_MINUTES,
  minutesOf,
  timesProblems,
  type MinuteSpan,
} from "./slots.ts";
import { formError, type LabelKey } from "../i18n/form-errors.ts";

// One set of rules for audition scheduling: the session form and POST/PATCH of sessions, invitations, and
// the invitees' answers. Browser-safe: the form checks with them what the server checks again.

export const MAX_PLACE = 300;
/** How far ahead a session may be set. */
export const MAX_DAYS_AHEAD = 366;
export const MAX_LINK = 500;
export const MAX_ANSWER_NOTE = 500;
/** Applicants invited in one request (a day of 200-300 people takes more than one). */
export const MAX_INVITES_AT_ONCE = 300;
export const INVITE_RESPONSES = ["confirm", "decline", "reschedule"] as const;

const time = (label: LabelKey) =>
  z
    .string({ message: formError("generic.required", { labelKey: label }) })
    .refine((v) => minutesOf(v) !== undefined, formError("generic.time", { labelKey: label }))
    .transform((v) => minutesOf(v)!);

const whole = (label: LabelKey, min: number, max: number) =>
  z
    .number({ message: formError("generic.number", { labelKey: label }) })
    .int(formError("generic.wholeNumber", { labelKey: label }))
    .min(min, formError("generic.atLeast", { labelKey: label, min: min }))
    .max(max, formError("generic.atMost", { labelKey: label, max: max }));

const breakSchema = z.object({ start: time("breakStart"), end: time("breakEnd") }).strict();

const placeSchema = z
  .string()
  .trim()
  .min(1, formError("generic.required", { labelKey: "place" }))
  .max(MAX_PLACE, formError("generic.maxChars", { labelKey: "place", max: MAX_PLACE }));
const linkSchema = z
  .string()
  .trim()
  .max(MAX_LINK, formError("generic.maxChars", { labelKey: "link", max: MAX_LINK }))
  .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v) && URL.canParse(v), formError("auditions.linkHttps"));

const sessionFields = {
  date: z
    .string({ message: formError("generic.required", { labelKey: "date" }) })
    .refine(isDateOnly, formError("generic.dateAs", { labelKey: "date" }))
    .refine((day) => day <= addDays(todayInIndia(), MAX_DAYS_AHEAD), formError("auditions.dateWithinYear")),
  start: time("start"),
  end: time("end"),
  slotMinutes: whole("slotLength", MIN_SLOT_MINUTES, MAX_SLOT_MINUTES),
  perSlot: whole("peoplePerSlot", 1, MAX_PER_SLOT),
  breaks: z
    .array(breakSchema, { message: "breaks must be a list of { start, end }" })
    .max(MAX_BREAKS, formError("auditions.breaksMax", { max: MAX_BREAKS })),
  place: placeSchema.nullish(),
  link: linkSchema.nullish(),
};

type Times = { start: number; end: number; slotMinutes: number; breaks: MinuteSpan[] };

/** Adds the times' problems (end before start, a break outside the day, no slot fits) to the fields. */
function checkTimes(times: Times, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(timesProblems(times, times.slotMinutes, times.breaks))) {
    ctx.addIssue({ code: "custom", path: [field], message });
  }
}

/** A session is at a place or on a video call: one of the two. */
function requirePlaceOrLink(s: { place?: string | null; link?: string | null }, ctx: z.RefinementCtx) {
  if (Boolean(s.place) === Boolean(s.link)) {
    ctx.addIssue({
      code: "custom",
      path: ["place"],
      message: formError("auditions.placeOrLink"),
    });
  }
}

/** POST /api/calls/{id}/sessions. */
export const sessionSchema = z
  .object({ ...sessionFields, breaks: sessionFields.breaks.default([]) })
  .strict()
  .superRefine((s, ctx) => {
    checkTimes(s, ctx);
    requirePlaceOrLink(s, ctx);
  });

/** PATCH /api/sessions/{id}: any of the fields; the result is checked as a whole once merged. */
export const sessionChangeSchema = z
  .object({
    date: sessionFields.date.optional(),
    start: sessionFields.start.optional(),
    end: sessionFields.end.optional(),
    slotMinutes: sessionFields.slotMinutes.optional(),
    perSlot: sessionFields.perSlot.optional(),
    breaks: sessionFields.breaks.optional(),
    place: placeSchema.nullish(),
    link: linkSchema.nullish(),
  })
  .strict()
  .refine((s) => Object.values(s).some((v) => v !== undefined), { message: formError("auditions.changeSomething") });

/** The merged session a change would make: checked as a new session is. */
export const mergedSessionSchema = z
  .object({
    start: z.number(),
    end: z.number(),
    slotMinutes: z.number(),
    breaks: z.array(z.object({ start: z.number(), end: z.number() })),
    place: z.string().nullish(),
    link: z.string().nullish(),
  })
  .superRefine((s, ctx) => {
    checkTimes(s, ctx);
    requirePlaceOrLink(s, ctx);
  });

/** POST /api/sessions/{id}/invites: chosen applications (into one slot, or the earliest with room), or autofill. */
export const inviteSchema = z.union(
  [
    z
      .object({
        applicationIds: z
          .array(idSchema("applicationIds"), {
            message: formError("hiring.applicationIdsList", { field: "applicationIds" }),
          })
          .min(1, formError("auditions.nameApplication"))
          .max(MAX_INVITES_AT_ONCE, formError("hiring.applicationsMax", { max: MAX_INVITES_AT_ONCE })),
        slotId: idSchema("slotId").optional(),
      })
      .strict(),
    z.object({ autofill: z.literal(true), roleId: idSchema("roleId").optional() }).strict(),
  ],
  { message: "Send applicationIds (a list) or autofill: true" },
);

/** PATCH /api/invites/{id}: the invitee's answer, or the organisation moving the invitation to another slot. */
export const inviteAnswerSchema = z
  .object({
    response: z.enum(INVITE_RESPONSES, {
      message: formError("generic.oneOf", { field: "response", options: INVITE_RESPONSES.join(", ") }),
    }),
    note: z
      .string()
      .trim()
      .max(MAX_ANSWER_NOTE, formError("generic.maxChars", { labelKey: "note", max: MAX_ANSWER_NOTE }))
      .default(""),
  })
  .strict()
  .refine((a) => a.response === "confirm" || a.note.length > 0, {
    path: ["note"],
    message: formError("auditions.sayWhy"),
  });

export const inviteMoveSchema = z.object({ slotId: idSchema("slotId") }).strict();
