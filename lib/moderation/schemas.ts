import { z } from "zod";

import { idSchema as id } from "../ids.ts";
import {
  MAX_ADMIN_REASON,
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  REPORT_TARGETS,
  type ReportTargetName,
} from "./reasons.ts";
import { formError } from "../i18n/form-errors.ts";

// What reports and admin actions take (their lists and limits are in ./reasons.ts, without zod, for the
// report dialog and the admin page).

export const reportSchema = z.object({
  targetType: z.enum(Object.keys(REPORT_TARGETS) as [ReportTargetName, ...ReportTargetName[]], {
    message: "targetType must be profile, call, message or review",
  }),
  targetId: id("targetId"),
  reason: z.enum(REPORT_REASONS, {
    message: formError("generic.oneOf", { field: "reason", options: REPORT_REASONS.join(", ") }),
  }),
  details: z
    .string()
    .trim()
    .max(MAX_REPORT_DETAILS, formError("reports.detailsMax", { max: MAX_REPORT_DETAILS.toLocaleString("en") }))
    .refine((v) => !v.includes("\0"), "details contain a NUL character")
    .default(""),
});

const reason = z
  .string({ message: "reason is required: say why, for the audit log" })
  .trim()
  .min(3, "reason is required: say why, for the audit log")
  .max(MAX_ADMIN_REASON, formError("generic.isAtMostChars", { field: "reason", max: MAX_ADMIN_REASON }));

/** PATCH /api/admin/users/{id}. */
export const adminUserSchema = z
  .object({ verified: z.boolean().optional(), suspended: z.boolean().optional(), reason })
  .refine((v) => v.verified !== undefined || v.suspended !== undefined, {
    message: formError("reports.sayWhatToChange"),
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
