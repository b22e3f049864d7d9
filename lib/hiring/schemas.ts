import { z } from "zod";
import { MAX_ID_LENGTH } from "../ids.ts";
import { CATEGORY_NAMES, isSubcategoryOf } from "../catalog.ts";
import {
  AUDITION_TYPES,
  MAX_QUESTIONS,
  ORGANIZATION_TYPES,
  MAX_ROLES,
  MIN_DEADLINE_DAYS,
  PROJECT_TYPES,
  ROLE_GENDERS,
} from "./options.ts";
import { isDateOnly } from "../dates.ts";
import { earliestDeadline } from "./dates.ts";

// One set of rules for a casting call: the posting form (react-hook-form) and POST /api/calls.

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** An optional whole number: "" and null mean none. */
const optionalWhole = (label: string, min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), whole(label, min, max).optional());

const date = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isDateOnly, `${label} must be a date (YYYY-MM-DD)`);

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), date(label).optional());

/** In an edit: a date, or "" and null to remove it (left out, it stays as it is). */
const clearableDate = (label: string) => z.preprocess((v) => (v === "" ? null : v), date(label).nullable().optional());

const lines = (v: string) =>
  v
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Languages as a list, or comma-separated text. */
const languages = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((l) => l.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string().trim().min(1).max(40, "Each language must be at most 40 characters"))
    .max(10, "At most 10 languages"),
);

/** A yes/no: a boolean, or "true"/"on" from a form. */
const yes = z.preprocess(
  (v) => (v === undefined || typeof v === "boolean" ? v : v === "true" || v === "on"),
  z.boolean(),
);

export const roleSchema = z
  .object({
    name: text("Role name", 80),
    category: z.enum(CATEGORY_NAMES, { message: "Choose a category" }),
    subcategory: z.string({ message: "Choose a subcategory" }).min(1, "Choose a subcategory"),
    gender: z.enum(ROLE_GENDERS, { message: `Gender must be one of: ${ROLE_GENDERS.join(", ")}` }).default("Any"),
    ageMin: optionalWhole("Minimum age", 0, 120),
    ageMax: optionalWhole("Maximum age", 0, 120),
    languages: languages.default([]),
    openings: whole("Openings", 1, 500),
    paid: yes,
    payMin: optionalWhole("Lowest pay", 0, 100_000_000),
    payMax: optionalWhole("Highest pay", 0, 100_000_000),
    description: text("Role description", 2000),
  })
  .superRefine((role, ctx) => {
    if (!isSubcategoryOf(role.category, role.subcategory)) {
      ctx.addIssue({ code: "custom", path: ["subcategory"], message: "Choose a subcategory of the chosen category" });
    }
    if (role.ageMin !== undefined && role.ageMax !== undefined && role.ageMin > role.ageMax) {
      ctx.addIssue({ code: "custom", path: ["ageMax"], message: "The maximum age must not be below the minimum" });
    }
    if (role.paid && role.payMin === undefined) {
      ctx.addIssue({ code: "custom", path: ["payMin"], message: "A paid role needs its pay (in INR)" });
    }
    if (role.paid && role.payMin !== undefined && role.payMax !== undefined && role.payMax < role.payMin) {
      ctx.addIssue({ code: "custom", path: ["payMax"], message: "The highest pay must not be below the lowest" });
    }
  })
  .transform((role) => (role.paid ? role : { ...role, payMin: undefined, payMax: undefined }));

const callFields = {
  title: text("Title", 120),
  projectTitle: text("Project title", 120),
  projectType: z.enum(PROJECT_TYPES, { message: `Project type must be one of: ${PROJECT_TYPES.join(", ")}` }),
  city: text("Shoot city", 80),
  shootStart: optionalDate("Shoot start"),
  shootEnd: optionalDate("Shoot end"),
  description: text("Description", 5000),
  auditionType: z.enum(Object.keys(AUDITION_TYPES) as [keyof typeof AUDITION_TYPES], {
    message: "Audition type must be SELF_TAPE, IN_PERSON or ONLINE",
  }),
  deadline: date("Application deadline"),
  /** A list, or text with one question per line (the posting form). */
  questions: z.preprocess(
    (v) => (typeof v === "string" ? lines(v) : v),
    z.array(text("Each question", 300)).max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`),
  ),
  requiresSelfTape: yes,
  requiresPortfolio: yes,
  roles: z.array(roleSchema).min(1, "Add at least one role").max(MAX_ROLES, `At most ${MAX_ROLES} roles`),
};

function checkDates(call: { shootStart?: string | null; shootEnd?: string | null }, ctx: z.RefinementCtx) {
  if (call.shootStart && call.shootEnd && call.shootEnd < call.shootStart) {
    ctx.addIssue({ code: "custom", path: ["shootEnd"], message: "The shoot cannot end before it starts" });
  }
}

/** A new call. The deadline must leave applicants at least four full days (counted from today). */
export const callSchema = z
  .object({
    ...callFields,
    questions: callFields.questions.default([]),
    requiresSelfTape: callFields.requiresSelfTape.default(false),
    requiresPortfolio: callFields.requiresPortfolio.default(false),
  })
  .superRefine(checkDates)
  .superRefine((call, ctx) => {
    const earliest = earliestDeadline(new Date());
    if (call.deadline < earliest) {
      ctx.addIssue({
        code: "custom",
        path: ["deadline"],
        message: `The deadline must be at least ${MIN_DEADLINE_DAYS} full days after posting: ${earliest} or later`,
      });
    }
  });

/** Shoot dates in an edit: "" or null removes one. */
const editedDates = { shootStart: clearableDate("Shoot start"), shootEnd: clearableDate("Shoot end") };

/**
 * An edit of a call: any of its fields (those left out stay as they are; a shoot date sent as "" or null is
 * removed), or `{ status: "closed" }`.
 */
export const callUpdateSchema = z
  .object({
    ...callFields,
    ...editedDates,
    status: z.enum(["closed"], { message: 'status can only be "closed"' }),
  })
  .partial()
  .superRefine(checkDates);

/**
 * The edit form of a posted call: every field as when posting, but the deadline counted from the day it was
 * posted (as PATCH /api/calls/{id} checks it), and the roles left out once they are locked (people have applied).
 */
export function callEditSchema(postedAt: Date, rolesLocked: boolean, currentDeadline?: string) {
  const earliest = earliestDeadline(postedAt);
  return z
    .object({
      ...callFields,
      ...editedDates,
      roles: rolesLocked ? z.unknown().transform(() => undefined) : callFields.roles,
    })
    .superRefine(checkDates)
    .superRefine((call, ctx) => {
      // A deadline left as it is is not sent, so not checked again.
      if (call.deadline !== currentDeadline && call.deadline < earliest) {
        ctx.addIssue({
          code: "custom",
          path: ["deadline"],
          message: `The deadline must be at least ${MIN_DEADLINE_DAYS} full days after posting: ${earliest} or later`,
        });
      }
    });
}

export type CallInput = z.input<typeof callSchema>;
export type CallValues = z.output<typeof callSchema>;
export type RoleValues = z.output<typeof roleSchema>;

/** The organisation a hirer edits on its settings page (PUT /api/organizations/mine). */
export const organizationUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Organisation name is required")
    .max(120, "Organisation name must be at most 120 characters"),
  type: z.enum(ORGANIZATION_TYPES, { message: `Choose one of: ${ORGANIZATION_TYPES.join(", ")}` }),
  city: z.string().trim().min(1, "City is required").max(80, "City must be at most 80 characters"),
  website: z
    .string()
    .trim()
    .max(300, "Website is too long")
    .nullable()
    .refine((v) => !v || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), "Enter the website as https://…")
    .transform((v) => v || null)
    .optional(),
  description: z
    .string()
    .trim()
    .max(3000, "Description must be at most 3000 characters")
    .nullable()
    .transform((v) => v || null)
    .optional(),
});

export type OrganizationInput = z.input<typeof organizationUpdateSchema>;
export type OrganizationValues = z.output<typeof organizationUpdateSchema>;

/** An application's text fields, as the multipart form sends them. `answers` is a JSON list of texts. */
export const applicationSchema = z.object({
  roleId: z.string({ message: "Choose a role" }).trim().min(1, "Choose a role").max(64, "Choose a role"),
  note: z
    .string()
    .trim()
    .max(1000, "Your note must be at most 1000 characters")
    .optional()
    .transform((v) => v ?? ""),
  answers: z.preprocess(
    (v) => {
      if (v === undefined || v === "") return [];
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(z.string().trim().max(1000, "Each answer must be at most 1000 characters"), {
        message: "answers must be a JSON list of texts",
      })
      .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} answers`),
  ),
});

export const APPLICATION_STATUSES = ["submitted", "shortlisted", "selected", "rejected"] as const;
const statusField = z.enum(APPLICATION_STATUSES, {
  message: `status must be one of: ${APPLICATION_STATUSES.join(", ")}`,
});

/** PATCH /api/applications/{id}: the casting team moves an application, or keeps a private note on it. */
export const applicationUpdateSchema = z
  .object({
    status: statusField.optional(),
    note: z.string().trim().max(2000, "The note must be at most 2000 characters").optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { message: "Send a status, a note, or both" });

/** PATCH /api/calls/{id}/applications: many applications of one call moved at once. */
export const bulkStatusSchema = z.object({
  ids: z
    .array(z.string().min(1).max(MAX_ID_LENGTH), { message: "ids must be a list of application ids" })
    .min(1, "Choose at least one application")
    .max(500, "At most 500 applications at once"),
  status: statusField,
});
