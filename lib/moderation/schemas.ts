import { z } from "zod";

// What reports and admin actions take. Browser-safe: the report dialog and the admin page use the same
// lists and limits.

export const REPORT_REASONS = [
  "Asks for money",
  "Fake or misleading",
  "Harassment",
  "Impersonation",
  "Inappropriate content",
  "Other",
] as const;

/** What can be reported, as the API names it, and the name of the table row it stands for. */
export const REPORT_TARGETS = { profile: "PROFILE", call: "CALL", message: "MESSAGE" } as const;
export type ReportTargetName = keyof typeof REPORT_TARGETS;

/** What a suspended member is told when signing in (and only after the right password). */
export const SUSPENDED_MESSAGE =
  "This account is suspended. If you think this is a mistake, write to us through the Contact Us page.";

export const MAX_REPORT_DETAILS = 2000;
export const MAX_ADMIN_REASON = 500;

const id = (name: string) =>
  z.string({ message: `${name} is required` }).regex(/^[A-Za-z0-9_-]{1,64}$/, `${name} is not an id of Castfolio`);

export const reportSchema = z.object({
  targetType: z.enum(Object.keys(REPORT_TARGETS) as [ReportTargetName, ...ReportTargetName[]], {
    message: "targetType must be profile, call or message",
  }),
  targetId: id("targetId"),
  reason: z.enum(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(", ")}` }),
  details: z
    .string()
    .trim()
    .max(MAX_REPORT_DETAILS, `Details are at most ${MAX_REPORT_DETAILS.toLocaleString("en")} characters`)
    .refine((v) => !v.includes("\0"), "details contain a NUL character")
    .default(""),
});

const reason = z
  .string({ message: "reason is required: say why, for the audit log" })
  .trim()
  .min(3, "reason is required: say why, for the audit log")
  .max(MAX_ADMIN_REASON, `reason is at most ${MAX_ADMIN_REASON} characters`);

/** PATCH /api/admin/users/{id}. */
export const adminUserSchema = z
  .object({ verified: z.boolean().optional(), suspended: z.boolean().optional(), reason })
  .refine((v) => v.verified !== undefined || v.suspended !== undefined, {
    message: "Say what to change: verified, suspended or both",
    path: ["verified"],
  });

/** POST /api/admin/reports/{id}: what an admin does about a reported target. */
export const REPORT_ACTIONS = ["dismiss", "hide", "suspend"] as const;
export const adminReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: "action must be dismiss, hide or suspend" }),
  reason,
});

/** PATCH /api/admin/calls/{id}: a held call is published, or a call hidden (or shown again). */
export const CALL_REVIEWS = ["publish", "hide"] as const;
export const adminCallSchema = z.object({
  action: z.enum(CALL_REVIEWS, { message: "action must be publish or hide" }),
  reason,
});
