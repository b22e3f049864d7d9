import { z } from "zod";
import { isDateOnly } from "../dates.ts";
import { idSchema } from "../ids.ts";
import { CANCELLATION_POLICIES, MAX_MESSAGE, MAX_NOTES, MAX_REVIEW } from "./options.ts";
import { MAX_RUPEES } from "../money.ts";
import { formError, type LabelKey } from "../i18n/form-errors.ts";

// One set of rules for rentals: the owner's terms form and PUT /api/rentals/mine, the request form and
// POST /api/bookings, the answers (PATCH /api/bookings/{id}) and reviews. Browser-safe.

const rupees = (label: LabelKey, min: number) =>
  z
    .number({ message: formError("generic.rupees", { labelKey: label }) })
    .int(formError("generic.wholeRupees", { labelKey: label }))
    .min(min, formError("generic.atLeastRupees", { labelKey: label, min: min }))
    .max(MAX_RUPEES, formError("generic.atMostRupees", { labelKey: label, max: MAX_RUPEES.toLocaleString("en-IN") }));

const day = (label: string) =>
  z
    .string({ message: formError("generic.required", { field: label }) })
    .refine(isDateOnly, formError("generic.dateAs", { field: label }));

const text = (label: LabelKey, min: number, max: number) =>
  z
    .string({ message: formError("generic.required", { labelKey: label }) })
    .trim()
    .min(
      min,
      min === 1
        ? formError("generic.required", { labelKey: label })
        : formError("generic.minChars", { labelKey: label, min: min }),
    )
    .max(max, formError("generic.maxChars", { labelKey: label, max: max }));

export const termsSchema = z
  .object({
    dayRate: rupees("dayRate", 1),
    hourlyRate: rupees("hourlyRate", 1).nullish(),
    minimumHours: z
      .number({ message: formError("generic.number", { labelKey: "minimumHours" }) })
      .int(formError("generic.wholeNumber", { labelKey: "minimumHours" }))
      .min(1, formError("generic.atLeast", { labelKey: "minimumHours", min: 1 }))
      .max(24, formError("generic.atMost", { labelKey: "minimumHours", max: 24 }))
      .nullish(),
    deposit: rupees("deposit", 0).default(0),
    cancellation: z.enum(CANCELLATION_POLICIES, {
      message: formError("generic.oneOf", {
        labelKey: "cancellationPolicy",
        options: CANCELLATION_POLICIES.join(", "),
      }),
    }),
    notes: z
      .string()
      .trim()
      .max(MAX_NOTES, formError("generic.maxChars", { labelKey: "notes", max: MAX_NOTES }))
      .default(""),
  })
  .strict()
  .refine((t) => t.minimumHours == null || t.hourlyRate != null, {
    path: ["minimumHours"],
    message: formError("rentals.minimumNeedsHourlyRate"),
  });

export const blockedSchema = z
  .object({ from: day("from"), to: day("to"), blocked: z.boolean({ message: "blocked must be true or false" }) })
  .strict()
  .refine((b) => b.to >= b.from, { path: ["to"], message: formError("rentals.toBeforeFrom") });

/** "2026-12-01T10:00": a start or end as the request form sends it, in India time. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const moment = (label: string) =>
  z
    .string({ message: formError("generic.required", { field: label }) })
    .regex(MOMENT, formError("generic.dateTime", { field: label }))
    .refine((v) => isDateOnly(v.slice(0, 10)), formError("generic.notRealDate", { field: label }));

export const bookingRequestSchema = z
  .object({
    ownerId: idSchema("ownerId"),
    from: day("from").optional(),
    to: day("to").optional(),
    start: moment("start").optional(),
    end: moment("end").optional(),
    projectTitle: text("bookingProjectTitle", 2, 120),
    message: z
      .string()
      .trim()
      .max(MAX_MESSAGE, formError("generic.maxChars", { labelKey: "message", max: MAX_MESSAGE }))
      .default(""),
  })
  .strict()
  .superRefine((b, ctx) => {
    const daily = b.from !== undefined || b.to !== undefined;
    const hourly = b.start !== undefined || b.end !== undefined;
    if (daily && hourly) {
      ctx.addIssue({
        code: "custom",
        path: ["start"],
        message: formError("rentals.daysOrHours"),
      });
    } else if (hourly) {
      if (!b.start)
        ctx.addIssue({ code: "custom", path: ["start"], message: formError("generic.required", { field: "start" }) });
      if (!b.end)
        ctx.addIssue({ code: "custom", path: ["end"], message: formError("generic.required", { field: "end" }) });
    } else {
      if (!b.from)
        ctx.addIssue({ code: "custom", path: ["from"], message: formError("generic.required", { field: "from" }) });
      if (!b.to)
        ctx.addIssue({ code: "custom", path: ["to"], message: formError("generic.required", { field: "to" }) });
    }
  });

export const bookingActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("accept") }).strict(),
    z
      .object({
        action: z.literal("decline"),
        reason: z
          .string()
          .trim()
          .max(500, formError("generic.maxChars", { labelKey: "reason", max: 500 }))
          .default(""),
      })
      .strict(),
    z.object({ action: z.literal("quote"), total: rupees("total", 1) }).strict(),
    z
      .object({
        action: z.literal("cancel"),
        reason: z
          .string()
          .trim()
          .max(500, formError("generic.maxChars", { labelKey: "reason", max: 500 }))
          .default(""),
      })
      .strict(),
  ],
  { message: formError("generic.oneOf", { field: "action", options: "accept, decline, quote, cancel" }) },
);

export const reviewSchema = z
  .object({
    rating: z
      .number({ message: formError("rentals.ratingNumber") })
      .int(formError("rentals.ratingWhole"))
      .min(1, formError("rentals.ratingRange"))
      .max(5, formError("rentals.ratingRange")),
    text: text("review", 1, MAX_REVIEW),
  })
  .strict();
