// Reports' reasons and targets, and the limits and wording of reports and admin actions, for the server
// and the browser alike (no zod here: the report button is on every profile, call and review).

import type { ReportTarget } from "../generated/prisma/enums.ts";

export const REPORT_REASONS = [
  "Asks for money",
  "Fake or misleading",
  "Harassment",
  "Impersonation",
  "Inappropriate content",
  "Other",
] as const;

/** What can be reported, as the API names it, and the name of the table row it stands for. */
export const REPORT_TARGETS = {
  profile: "PROFILE",
  call: "CALL",
  message: "MESSAGE",
  review: "REVIEW",
} as const satisfies Record<string, ReportTarget>;
export type ReportTargetName = keyof typeof REPORT_TARGETS;

export const MAX_REPORT_DETAILS = 2000;
export const MAX_ADMIN_REASON = 500;
