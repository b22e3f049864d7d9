import { z } from "zod";
import { MAX_REPORT_DETAILS, REPORT_REASONS } from "./reasons.ts";
import { adminCallSchema, adminReportSchema, adminUserSchema, reportSchema } from "./schemas.ts";
import { COMMON, dataAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Moderation: members report profiles, calls, messages and reviews; admins verify and suspend members, settle
// reports and review held calls. Every admin action is written to the audit log with its reason.

const tag = "Moderation";

const reason = { reason: "Why, for the audit log." };

export const MODERATION_OPERATIONS: ApiOperation[] = [
  {
    method: "POST",
    path: "/api/reports",
    tag,
    summary: "Report a profile, call, message or review",
    description: `For the admins. A message can only be reported by the member it was sent to; a review (public on the profile of the member reviewed) by any member but its author. \`details\`: up to ${MAX_REPORT_DETAILS.toLocaleString("en")} characters.`,
    access: "member",
    body: jsonBody(reportSchema, {
      notes: { targetId: "The profile's member id, or the call's, message's or booking review's id." },
    }),
    responses: {
      201: dataAnswer(
        "Filed.",
        z.object({
          id: z.string(),
          targetType: z.string(),
          targetId: z.string(),
          reason: z.enum(REPORT_REASONS),
          status: z.literal("open"),
        }),
        { message: true },
      ),
      400: failure("The body does not validate, or the member reported their own profile, call, message or review."),
      404: failure("There is no such profile, call or review, or message in the member's conversations."),
      409: failure("The member's earlier report of the same target is still open."),
      429: COMMON.rateLimited("reports"),
    },
  },
  {
    method: "PATCH",
    path: "/api/admin/users/{id}",
    tag,
    summary: "Verify or suspend a member",
    description: "`verified` and/or `suspended`, with the `reason` kept in the audit log.",
    access: "admin",
    pathParameters: { id: "The member's id." },
    body: jsonBody(adminUserSchema, { notes: reason }),
    responses: {
      200: dataAnswer("Saved.", z.object({ id: z.string(), verified: z.boolean(), suspended: z.boolean() }), {
        message: true,
      }),
      400: failure("The body does not validate, or the admin tried to suspend themselves."),
      404: refused("noMemberWithId"),
    },
  },
  {
    method: "POST",
    path: "/api/admin/reports/{id}",
    tag,
    summary: "Act on a report",
    description:
      "`dismiss`, `hide` (a call or message; a review is removed for good) or `suspend` (the member answerable: a review's author). Settles every open report on the same target (on a suspension, all of the member's).",
    access: "admin",
    pathParameters: { id: "The report's id." },
    body: jsonBody(adminReportSchema, { notes: reason }),
    responses: {
      200: dataAnswer("Done.", z.object({ resolved: z.number().int().describe("Reports settled.") }), {
        message: true,
      }),
      400: failure(
        "The body does not validate, a profile cannot be hidden on its own, or the admin would suspend themselves.",
      ),
      404: refused("noSuchReport"),
    },
  },
  {
    method: "PATCH",
    path: "/api/admin/calls/{id}",
    tag,
    summary: "Publish or hide a casting call",
    description:
      "`publish` a held or hidden call, or `hide` it. A hidden call keeps the reason, which its poster reads; the poster is told in a notification and a mail either way.",
    access: "admin",
    pathParameters: { id: "The call's id." },
    body: jsonBody(adminCallSchema, { notes: reason }),
    responses: {
      200: dataAnswer("Reviewed.", z.object({ id: z.string(), published: z.boolean() }), { message: true }),
      404: refused("noSuchCall"),
    },
  },
];
