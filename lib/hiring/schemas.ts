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
import { formError, type LabelKey } from "../i18n/form-errors.ts";

// One set of rules for a casting call: the posting form (react-hook-form) and POST /api/calls.

const text = (label: LabelKey, max: number) =>
  z
    .string({ message: formError("generic.required", { labelKey: label }) })
    .trim()
    .min(1, formError("generic.required", { labelKey: label }))
    .max(max, formError("generic.maxChars", { labelKey: label, max: max }));

const whole = (label: LabelKey, min: number, max: number) =>
  z.coerce
    .number({ message: formError("generic.number", { labelKey: label }) })
    .int(formError("generic.wholeNumber", { labelKey: label }))
    .min(min, formError("generic.atLeast", { labelKey: label, min: min }))
    .max(max, formError("generic.atMost", { labelKey: label, max: max }));

/** An optional whole number: "" and null mean none. */
const optionalWhole = (label: LabelKey, min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), whole(label, min, max).optional());

const date = (label: LabelKey) =>
  z
    .string({ message: formError("generic.date", { labelKey: label }) })
    .trim()
    .refine(isDateOnly, formError("generic.date", { labelKey: label }));

const optionalDate = (label: LabelKey) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), date(label).optional());

/** In an edit: a date, or "" and null to remove it (left out, it stays as it is). */
const clearableDate = (label: LabelKey) =>
  z.preprocess((v) => (v === "" ? null : v), date(label).nullable().optional());

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
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40, formError("generic.maxChars", { labelKey: "eachLanguage", max: 40 })),
    )
    .max(10, formError("hiring.languagesMax", { max: 10 })),
);

/** A yes/no: a boolean, or "true"/"on" from a form. */
const yes = z.preprocess(
  (v) => (v === undefined || typeof v === "boolean" ? v : v === "true" || v === "on"),
  z.boolean(),
);

export const roleSchema = z
  .object({
    name: text("roleName", 80),
    category: z.enum(CATEGORY_NAMES, { message: formError("account.categoryRequired") }),
    subcategory: z
      .string({ message: formError("account.subcategoryRequired") })
      .min(1, formError("account.subcategoryRequired")),
    gender: z
      .enum(ROLE_GENDERS, {
        message: formError("generic.oneOf", { labelKey: "gender", options: ROLE_GENDERS.join(", ") }),
      })
      .default("Any"),
    ageMin: optionalWhole("minimumAge", 0, 120),
    ageMax: optionalWhole("maximumAge", 0, 120),
    languages: languages.default([]),
    openings: whole("openings", 1, 500),
    paid: yes,
    payMin: optionalWhole("lowestPay", 0, 100_000_000),
    payMax: optionalWhole("highestPay", 0, 100_000_000),
    description: text("roleDescription", 2000),
  })
  .superRefine((role, ctx) => {
    if (!isSubcategoryOf(role.category, role.subcategory)) {
      ctx.addIssue({ code: "custom", path: ["subcategory"], message: formError("account.subcategoryOfCategory") });
    }
    if (role.ageMin !== undefined && role.ageMax !== undefined && role.ageMin > role.ageMax) {
      ctx.addIssue({ code: "custom", path: ["ageMax"], message: formError("hiring.ageOrder") });
    }
    if (role.paid && role.payMin === undefined) {
      ctx.addIssue({ code: "custom", path: ["payMin"], message: formError("hiring.payNeeded") });
    }
    if (role.paid && role.payMin !== undefined && role.payMax !== undefined && role.payMax < role.payMin) {
      ctx.addIssue({ code: "custom", path: ["payMax"], message: formError("hiring.payOrder") });
    }
  })
  .transform((role) => (role.paid ? role : { ...role, payMin: undefined, payMax: undefined }));

const callFields = {
  title: text("title", 120),
  projectTitle: text("projectTitle", 120),
  projectType: z.enum(PROJECT_TYPES, {
    message: formError("generic.oneOf", { labelKey: "projectType", options: PROJECT_TYPES.join(", ") }),
  }),
  city: text("shootCity", 80),
  shootStart: optionalDate("shootStart"),
  shootEnd: optionalDate("shootEnd"),
  description: text("description", 5000),
  auditionType: z.enum(Object.keys(AUDITION_TYPES) as [keyof typeof AUDITION_TYPES], {
    message: formError("hiring.auditionType"),
  }),
  deadline: date("applicationDeadline"),
  /** A list, or text with one question per line (the posting form). */
  questions: z.preprocess(
    (v) => (typeof v === "string" ? lines(v) : v),
    z.array(text("eachQuestion", 300)).max(MAX_QUESTIONS, formError("hiring.questionsMax", { max: MAX_QUESTIONS })),
  ),
  requiresSelfTape: yes,
  requiresPortfolio: yes,
  roles: z
    .array(roleSchema)
    .min(1, formError("hiring.rolesMin"))
    .max(MAX_ROLES, formError("hiring.rolesMax", { max: MAX_ROLES })),
};

function checkDates(call: { shootStart?: string | null; shootEnd?: string | null }, ctx: z.RefinementCtx) {
  if (call.shootStart && call.shootEnd && call.shootEnd < call.shootStart) {
    ctx.addIssue({ code: "custom", path: ["shootEnd"], message: formError("hiring.shootEndBeforeStart") });
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
        message: formError("hiring.deadlineTooSoon", { days: MIN_DEADLINE_DAYS, date: earliest }),
      });
    }
  });

/** Shoot dates in an edit: "" or null removes one. */
const editedDates = { shootStart: clearableDate("shootStart"), shootEnd: clearableDate("shootEnd") };

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
          message: formError("hiring.deadlineTooSoon", { days: MIN_DEADLINE_DAYS, date: earliest }),
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
    .min(1, formError("generic.required", { labelKey: "organizationName" }))
    .max(120, formError("generic.maxChars", { labelKey: "organizationName", max: 120 })),
  type: z.enum(ORGANIZATION_TYPES, {
    message: formError("generic.chooseOneOf", { options: ORGANIZATION_TYPES.join(", ") }),
  }),
  city: z
    .string()
    .trim()
    .min(1, formError("generic.required", { labelKey: "city" }))
    .max(80, formError("generic.maxChars", { labelKey: "city", max: 80 })),
  website: z
    .string()
    .trim()
    .max(300, formError("generic.tooLong", { labelKey: "website" }))
    .nullable()
    .refine((v) => !v || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), formError("account.websiteInvalid"))
    .transform((v) => v || null)
    .optional(),
  description: z
    .string()
    .trim()
    .max(3000, formError("generic.maxChars", { labelKey: "description", max: 3000 }))
    .nullable()
    .transform((v) => v || null)
    .optional(),
});

export type OrganizationInput = z.input<typeof organizationUpdateSchema>;
export type OrganizationValues = z.output<typeof organizationUpdateSchema>;

/** An application's text fields, as the multipart form sends them. `answers` is a JSON list of texts. */
export const applicationSchema = z.object({
  roleId: z
    .string({ message: formError("hiring.chooseRole") })
    .trim()
    .min(1, formError("hiring.chooseRole"))
    .max(64, formError("hiring.chooseRole")),
  note: z
    .string()
    .trim()
    .max(1000, formError("generic.maxChars", { labelKey: "yourNote", max: 1000 }))
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
      .array(
        z
          .string()
          .trim()
          .max(1000, formError("generic.maxChars", { labelKey: "eachAnswer", max: 1000 })),
        {
          message: "answers must be a JSON list of texts",
        },
      )
      .max(MAX_QUESTIONS, formError("hiring.answersMax", { max: MAX_QUESTIONS })),
  ),
});

export const APPLICATION_STATUSES = ["submitted", "shortlisted", "selected", "rejected"] as const;
const statusField = z.enum(APPLICATION_STATUSES, {
  message: formError("generic.oneOf", { field: "status", options: APPLICATION_STATUSES.join(", ") }),
});

/** PATCH /api/applications/{id}: the casting team moves an application, or keeps a private note on it. */
export const applicationUpdateSchema = z
  .object({
    status: statusField.optional(),
    note: z
      .string()
      .trim()
      .max(2000, formError("generic.maxChars", { labelKey: "note", max: 2000 }))
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { message: formError("hiring.statusOrNote") });

/** Applications of one call moved at once (by a decision, or its undo): up to 500 ids. */
export const applicationIdsField = z
  .array(z.string().min(1).max(MAX_ID_LENGTH), { message: formError("hiring.applicationIdsList", { field: "ids" }) })
  .min(1, formError("hiring.applicationsMin"))
  .max(500, formError("hiring.applicationsMax", { max: 500 }));

/** PATCH /api/calls/{id}/applications: many applications of one call moved at once. */
export const bulkStatusSchema = z.object({
  ids: applicationIdsField,
  status: statusField,
});
