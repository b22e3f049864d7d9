import { z } from "zod";
import { isDateOnly } from "../dates.ts";
import { idSchema } from "../ids.ts";
import { CANCELLATION_POLICIES, MAX_MESSAGE, MAX_NOTES, MAX_REVIEW, MAX_RUPEES } from "./options.ts";

// One set of rules for rentals: the owner's terms form and PUT /api/rentals/mine, the request form and
// POST /api/bookings, the answers (PATCH /api/bookings/{id}) and reviews. Browser-safe.

const rupees = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number of rupees` })
    .int(`${label} must be whole rupees`)
    .min(min, `${label} must be at least ₹${min}`)
    .max(MAX_RUPEES, `${label} must be at most ₹${MAX_RUPEES.toLocaleString("en-IN")}`);

const day = (label: string) =>
  z.string({ message: `${label} is required` }).refine(isDateOnly, `${label} must be a date as YYYY-MM-DD`);

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

export const termsSchema = z
  .object({
    dayRate: rupees("The day rate", 1),
    hourlyRate: rupees("The hourly rate", 1).nullish(),
    minimumHours: z
      .number({ message: "The minimum hours must be a number" })
      .int("The minimum hours must be a whole number")
      .min(1, "The minimum hours must be at least 1")
      .max(24, "The minimum hours must be at most 24")
      .nullish(),
    deposit: rupees("The deposit", 0).default(0),
    cancellation: z.enum(CANCELLATION_POLICIES, {
      message: `The cancellation policy must be one of: ${CANCELLATION_POLICIES.join(", ")}`,
    }),
    notes: z.string().trim().max(MAX_NOTES, `The notes must be at most ${MAX_NOTES} characters`).default(""),
  })
  .strict()
  .refine((t) => t.minimumHours == null || t.hourlyRate != null, {
    path: ["minimumHours"],
    message: "A minimum of hours needs an hourly rate",
  });

export const blockedSchema = z
  .object({ from: day("from"), to: day("to"), blocked: z.boolean({ message: "blocked must be true or false" }) })
  .strict()
  .refine((b) => b.to >= b.from, { path: ["to"], message: "to must be on or after from" });

/** "2026-12-01T10:00": a start or end as the request form sends it, in India time. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const moment = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .regex(MOMENT, `${label} must be a date and time as YYYY-MM-DDTHH:MM (India time)`)
    .refine((v) => isDateOnly(v.slice(0, 10)), `${label} is not a real date`);

export const bookingRequestSchema = z
  .object({
    ownerId: idSchema("ownerId"),
    from: day("from").optional(),
    to: day("to").optional(),
    start: moment("start").optional(),
    end: moment("end").optional(),
    projectTitle: text("The project title", 2, 120),
    message: z.string().trim().max(MAX_MESSAGE, `The message must be at most ${MAX_MESSAGE} characters`).default(""),
  })
  .strict()
  .superRefine((b, ctx) => {
    const daily = b.from !== undefined || b.to !== undefined;
    const hourly = b.start !== undefined || b.end !== undefined;
    if (daily && hourly) {
      ctx.addIssue({
        code: "custom",
        path: ["start"],
        message: "Send either from and to (days) or start and end (hours)",
      });
    } else if (hourly) {
      if (!b.start) ctx.addIssue({ code: "custom", path: ["start"], message: "start is required" });
      if (!b.end) ctx.addIssue({ code: "custom", path: ["end"], message: "end is required" });
    } else {
      if (!b.from) ctx.addIssue({ code: "custom", path: ["from"], message: "from is required" });
      if (!b.to) ctx.addIssue({ code: "custom", path: ["to"], message: "to is required" });
    }
  });

export const bookingActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("accept") }).strict(),
    z
      .object({
        action: z.literal("decline"),
        reason: z.string().trim().max(500, "The reason must be at most 500 characters").default(""),
      })
      .strict(),
    z.object({ action: z.literal("quote"), total: rupees("The total", 1) }).strict(),
    z
      .object({
        action: z.literal("cancel"),
        reason: z.string().trim().max(500, "The reason must be at most 500 characters").default(""),
      })
      .strict(),
  ],
  { message: "action must be one of: accept, decline, quote, cancel" },
);

export const reviewSchema = z
  .object({
    rating: z
      .number({ message: "The rating must be a number from 1 to 5" })
      .int("The rating must be a whole number from 1 to 5")
      .min(1, "The rating must be from 1 to 5")
      .max(5, "The rating must be from 1 to 5"),
    text: text("The review", 1, MAX_REVIEW),
  })
  .strict();
