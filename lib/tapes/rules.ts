import { z } from "zod";
import { idSchema } from "../ids.ts";
import { INDIA_OFFSET, INDIA_OFFSET_MS } from "../india-time.ts";
import { formError } from "../i18n/form-errors.ts";

// One set of rules for tape requests: the team's request form and the API check the same. Browser-safe.
// Fair-practice guidance asks for days, not hours: a deadline is at least 48 hours away, and the form offers 4 days.

export const MIN_NOTICE_HOURS = 48;
export const DEFAULT_DAYS = 4;
export const MAX_DAYS = 90;
export const MAX_INSTRUCTIONS = 4000;
export const MAX_TAPE_NOTE = 1000;
/** Applicants asked in one request. */
export const MAX_ASKED_AT_ONCE = 100;
/** Sides longer than this many pages are more than a tape should need (the form says so; the server does not refuse). */
export const RECOMMENDED_SIDES_PAGES = 6;

const HOUR = 3_600_000;

/** "2026-12-10T18:00" (India time, as a date-and-time field sends it) or an ISO moment with its offset. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A deadline as sent, as a moment; undefined when it is not one. */
export function readDue(value: string): Date | undefined {
  if (!MOMENT.test(value)) return undefined;
  const withOffset = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}${INDIA_OFFSET}`;
  const moment = new Date(withOffset);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/** A moment as a date-and-time field shows it, in India time: "2026-12-10T18:00". */
export const indiaFieldValue = (moment: Date) =>
  new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** The earliest deadline a request made at `now` may have. */
export const earliestDue = (now: Date) => new Date(now.getTime() + MIN_NOTICE_HOURS * HOUR);
/** The deadline the form offers. */
export const defaultDue = (now: Date) => new Date(now.getTime() + DEFAULT_DAYS * 24 * HOUR);

/** A deadline, read and checked against the moment the request arrives. */
const dueSchema = z
  .string({ message: formError("generic.required", { labelKey: "dueAt" }) })
  .transform((value, ctx) => {
    const due = readDue(value);
    if (!due) {
      ctx.addIssue({ code: "custom", message: formError("generic.dateTime", { labelKey: "dueAt" }) });
      return z.NEVER;
    }
    const at = new Date();
    if (due < earliestDue(at)) {
      ctx.addIssue({ code: "custom", message: formError("tapes.dueTooSoon", { hours: MIN_NOTICE_HOURS }) });
    } else if (due.getTime() > at.getTime() + MAX_DAYS * 24 * HOUR) {
      ctx.addIssue({ code: "custom", message: formError("tapes.dueTooFar", { days: MAX_DAYS }) });
    }
    return due;
  });

const instructionsSchema = z
  .string({ message: formError("generic.required", { labelKey: "instructions" }) })
  .trim()
  .min(1, formError("generic.required", { labelKey: "instructions" }))
  .max(MAX_INSTRUCTIONS, formError("generic.maxChars", { labelKey: "instructions", max: MAX_INSTRUCTIONS }));

/** POST /api/calls/{id}/tape-requests. */
export const tapeRequestSchema = z
  .object({
    applicationIds: z
      .array(idSchema("applicationIds"), {
        message: formError("hiring.applicationIdsList", { field: "applicationIds" }),
      })
      .min(1, formError("auditions.nameApplication"))
      .max(MAX_ASKED_AT_ONCE, formError("hiring.applicationsMax", { max: MAX_ASKED_AT_ONCE })),
    instructions: instructionsSchema,
    dueAt: dueSchema,
    sidesUploadId: idSchema("sidesUploadId").nullish(),
  })
  .strict();

/** PATCH /api/tape-requests/{id}: a later deadline. */
export const extendSchema = z.object({ dueAt: dueSchema }).strict();

/** POST /api/tape-requests/{id}/tape. */
export const tapeSchema = z
  .object({
    uploadId: idSchema("uploadId"),
    note: z
      .string()
      .trim()
      .max(MAX_TAPE_NOTE, formError("generic.maxChars", { labelKey: "note", max: MAX_TAPE_NOTE }))
      .default(""),
  })
  .strict();

/** Where a request stands: waiting for its tape, answered, past its deadline with none, or withdrawn. */
export const TAPE_STATES = ["requested", "received", "late", "withdrawn"] as const;
export type TapeState = (typeof TAPE_STATES)[number];
/** The states the triage board filters by (a withdrawn request counts as none). */
export const TAPE_FILTER = ["requested", "received", "late"] as const;
export type TapeFilter = (typeof TAPE_FILTER)[number];

export function tapeState(
  request: { dueAt: Date | string; submittedAt: Date | string | null; withdrawnAt: Date | string | null },
  now = new Date(),
): TapeState {
  if (request.withdrawnAt) return "withdrawn";
  if (request.submittedAt) return "received";
  return new Date(request.dueAt) < now ? "late" : "requested";
}
