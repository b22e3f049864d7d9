import { z } from "zod";
import { callFilterSchema } from "./filters.ts";
import {
  APPLICATION_STATUSES,
  applicationSchema,
  applicationUpdateSchema,
  bulkStatusSchema,
  callSchema,
  callUpdateSchema,
  organizationUpdateSchema,
} from "./schemas.ts";
import { APPLICATIONS_PAGE_SIZE } from "./options.ts";
import { undoSchema } from "./undo.ts";
import { APPLICATION_RULES } from "../media/upload-rules.ts";
import { callPageShape, callViewShape, organizationViewShape, ownApplicationShape, triageViewShape } from "./views.ts";
import { ASKS_FOR_MONEY, COMMON, dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody, queryParameters } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";
import { uploadBody, VIDEO_FACTS } from "../media/upload-reference.ts";
import { UPLOAD_LINKS } from "../uploads/purposes.ts";
import { TAPE_FILTER } from "../tapes/rules.ts";

// Casting calls: hirers post calls with their roles, talent applies, the casting team triages the
// applications; members follow the organisations that post.

const tag = "Casting calls";

const callId = "The casting call's id.";
const noCall = refused("noSuchCall");
const notOwner = failure("The member's organisation did not post this call.");

const CALL_DATES = {
  shootStart: "YYYY-MM-DD.",
  shootEnd: "YYYY-MM-DD, not before shootStart.",
  deadline: "YYYY-MM-DD: the last day applications are taken, at least 4 full days after posting.",
  questions: "Screening questions: a list, or text with one question a line.",
};

/** GET /api/calls/{id}/applications reads these itself (lib/hiring/triage.ts): here as a schema to document them. */
const triageFilters = z.object({
  role: z.string().optional(),
  status: z.enum([...APPLICATION_STATUSES, "closed"]).optional(),
  tape: z.enum(TAPE_FILTER).optional(),
  sort: z.enum(["received", "newest"]).default("received"),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(APPLICATIONS_PAGE_SIZE).default(APPLICATIONS_PAGE_SIZE),
});

export const HIRING_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/calls",
    tag,
    summary: "List open casting calls",
    description:
      "Open calls, newest first (those of organisations the signed-in member follows first), 12 a page. An unknown filter value is a 400 naming it.",
    access: "optional",
    query: queryParameters(callFilterSchema, {
      subcategory: "A role's subcategory.",
      paid: "true (or paid) for paid roles, false (or unpaid) for unpaid ones.",
    }),
    responses: {
      200: dataAnswer("A page of calls.", callPageShape),
      400: failure("A filter does not validate: `errors` names it."),
    },
  },
  {
    method: "POST",
    path: "/api/calls",
    tag,
    summary: "Post a casting call",
    description:
      "Hirers only. The call and 1 to 10 roles. A call that asks applicants for money is held for review: the answer's message says why.",
    access: "member",
    body: jsonBody(callSchema, { notes: CALL_DATES }),
    responses: {
      201: dataAnswer("Posted: the call with its role ids.", callViewShape, { message: true }),
      403: failure("The member is not a hirer."),
    },
  },
  {
    method: "GET",
    path: "/api/calls/{id}",
    tag,
    summary: "Read one casting call",
    description: "Open or closed: `open` says whether it takes applications.",
    access: "public",
    pathParameters: { id: callId },
    responses: { 200: dataAnswer("The call.", callViewShape), 404: noCall },
  },
  {
    method: "PATCH",
    path: "/api/calls/{id}",
    tag,
    summary: "Edit or close a casting call",
    description:
      'The posting organisation only, whether the call is public, held for review or hidden: any of the call\'s fields, or `{ "status": "closed" }` to close it (its waiting applications become closed and their applicants are told). Once someone has applied, its roles and screening questions cannot change. An edit that changes the wording is screened again: wording that asks applicants for money holds the call (its poster is told), and a held call whose new wording does not is published. A call hidden by an admin stays hidden. The answer\'s message says which.',
    access: "member",
    pathParameters: { id: callId },
    body: jsonBody(callUpdateSchema, { notes: CALL_DATES }),
    responses: {
      200: dataAnswer("The call as it is now.", callViewShape, { message: true }),
      403: notOwner,
      404: noCall,
      409: failure(
        "Roles can no longer be replaced, or screening questions changed: someone has applied (`roles_locked`, `questions_locked`).",
      ),
    },
  },
  {
    method: "DELETE",
    path: "/api/calls/{id}",
    tag,
    summary: "Delete a casting call",
    description: "The posting organisation only, while nobody has applied.",
    access: "member",
    pathParameters: { id: callId },
    responses: {
      200: doneAnswer("Deleted."),
      403: notOwner,
      404: noCall,
      409: failure("People have applied: close the call instead."),
    },
  },
  {
    method: "POST",
    path: "/api/calls/{id}/applications",
    tag,
    summary: "Apply to a role of a call",
    description:
      "Talent only. The member's profile goes with the application; a profile picture is needed, and a portfolio when the call asks for one. `answers` is a JSON list, one answer per screening question; `selfTape` (or `selfTapeUploadId`, a finished resumable upload) is required when the call asks for it.",
    access: "member",
    pathParameters: { id: callId },
    body: uploadBody(applicationSchema, APPLICATION_RULES, {
      notes: {
        roleId: "One of the call's role ids.",
        note: "To the casting team.",
        answers:
          "A JSON list of texts, one answer per screening question of the call (may be left out when it has none).",
      },
      encoding: { answers: { contentType: "application/json" } },
      links: UPLOAD_LINKS.application,
    }),
    responses: {
      201: dataAnswer("Sent.", z.object({ id: z.string().describe("The application's id.") }), { message: true }),
      400: failure(
        `A field is missing or does not validate; \`errors\` names it (\`selfTape\`, \`answers.N\`, \`roleId\`, \`profilePic\`, \`portfolio\`), ${ASKS_FOR_MONEY}: the note or an answer.`,
      ),
      403: failure("The member is a hirer."),
      404: noCall,
      409: failure("The member has already applied for this role, or the call is closed."),
      429: COMMON.rateLimited("uploads"),
    },
  },
  {
    method: "GET",
    path: "/api/calls/{id}/applications",
    tag,
    summary: "The applications to a call",
    description: `The posting organisation only. Each application with the applicant's name, photo, age, height, city, languages, answers, note, self-tape address (\`selfTapeVideo\`: ${VIDEO_FACTS}), the team's \`tapeRequest\` (see Tape requests) with its tape, status and the private \`hirerNote\` (age in India time, height as \"170 cm\", city and languages as search writes them; none of the four for an applicant the directory does not show); ${APPLICATIONS_PAGE_SIZE} a page at most (\`page\`, \`size\`), with \`total\` matching the filters and \`pageCount\`.`,
    access: "member",
    pathParameters: { id: callId },
    query: queryParameters(triageFilters, {
      role: "One of the call's role ids.",
      status: "Only applications with this status.",
      tape: "Only applications whose tape request is waiting (`requested`), answered (`received`), or past its deadline with no tape (`late`); withdrawn requests count as none.",
      sort: "received (oldest first) or newest.",
      page: "The page, from 1 (past the last: no applications).",
      size: `Applications a page, at most ${APPLICATIONS_PAGE_SIZE}.`,
    }),
    responses: {
      200: dataAnswer("The call, its applications and their counts by status.", triageViewShape),
      400: failure("A filter or page does not validate: `errors` names it."),
      403: failure("The member's organisation did not post this call."),
      404: noCall,
    },
  },
  {
    method: "PATCH",
    path: "/api/calls/{id}/applications",
    tag,
    summary: "Move many applications of a call at once",
    access: "member",
    pathParameters: { id: callId },
    body: jsonBody(bulkStatusSchema, { notes: { ids: "Applications to this call." } }),
    responses: {
      200: dataAnswer(
        "Updated (closed applications are skipped). Each applicant is told after DECISION_NOTICE_DELAY_SECONDS (60 s), of the status then.",
        z.object({
          updated: z.number().int(),
          skipped: z.number().int(),
          changed: z.array(z.string()).describe("The applications whose status moved: what an undo may restore."),
        }),
        { message: true },
      ),
      400: failure("The body does not validate, or an id is not an application to this call."),
      403: notOwner,
      404: noCall,
    },
  },
  {
    method: "PATCH",
    path: "/api/applications/{id}",
    tag,
    summary: "Decide on an application",
    description:
      "The posting organisation only: a `status`, and/or a `note` private to the casting team. The applicant is told of a new status after DECISION_NOTICE_DELAY_SECONDS (60 s), and only if it is still the status then: until then `POST /api/applications/undo` restores the one before.",
    access: "member",
    pathParameters: { id: "The application's id." },
    body: jsonBody(applicationUpdateSchema),
    responses: {
      200: dataAnswer(
        "The application now.",
        z.object({
          id: z.string(),
          status: z.string(),
          note: z.string().nullable(),
          changed: z.boolean().describe("Whether the status moved (then an undo may restore the one before)."),
        }),
        { message: true },
      ),
      403: failure("The member's organisation did not post the call."),
      404: refused("noSuchApplication"),
      409: failure("The application is closed: its call has ended."),
    },
  },
  {
    method: "POST",
    path: "/api/applications/undo",
    tag,
    summary: "Undo a decision before the applicant is told",
    description:
      "The posting organisation only: the applications one decision moved (one, or many at once) go back to the status each had, all or none. Refused once an applicant has been told of the decision (DECISION_NOTICE_DELAY_SECONDS after it), or when an application has moved since.",
    access: "member",
    body: jsonBody(undoSchema, {
      notes: {
        ids: "The applications the decision moved (`changed` in its answer).",
        status: "The status the decision set.",
      },
    }),
    responses: {
      200: dataAnswer(
        "Undone: each application with the status it has again.",
        z.object({ applications: z.array(z.object({ id: z.string(), status: z.string() })) }),
        { message: true },
      ),
      400: failure("The body does not validate."),
      403: failure("The member's organisation did not post the call of one of the applications."),
      404: refused("noSuchApplication"),
      409: failure("Too late (`undo_too_late`): an applicant has been told, or an application has changed since."),
    },
  },
  {
    method: "DELETE",
    path: "/api/applications/{id}",
    tag,
    summary: "Withdraw an application",
    description: "The applicant only; their self-tape is deleted with it.",
    access: "member",
    pathParameters: { id: "The application's id." },
    responses: {
      200: doneAnswer("Withdrawn."),
      403: failure("The member is not the applicant."),
      404: refused("noSuchApplication"),
    },
  },
  {
    method: "GET",
    path: "/api/me/applications",
    tag,
    summary: "The member's own applications",
    description: `Newest first, each with its status, role and call, and its self-tape (\`selfTapeVideo\`: ${VIDEO_FACTS}), and the casting team's \`tapeRequest\` if they asked for a tape.`,
    access: "member",
    query: queryParameters(z.object({ callId: z.string().optional() }), {
      callId: "Only the applications to this call.",
    }),
    responses: { 200: dataAnswer("The applications.", z.array(ownApplicationShape)) },
  },
  {
    method: "PUT",
    path: "/api/organizations/mine",
    tag,
    summary: "Edit the hirer's organisation",
    access: "member",
    body: jsonBody(organizationUpdateSchema, { notes: { website: "https://… (empty or null for none)." } }),
    responses: {
      200: dataAnswer("The organisation now.", organizationViewShape, { message: true }),
      403: failure("The member is not a hirer."),
    },
  },
  {
    method: "POST",
    path: "/api/organizations/{id}/follow",
    tag,
    summary: "Follow an organisation",
    description: "Its calls come first in GET /api/calls for the member.",
    access: "member",
    pathParameters: { id: "The organisation's id." },
    responses: {
      200: doneAnswer("Following.", { following: z.boolean(), followers: z.number().int(), name: z.string() }),
      400: refused("organizationFollowsItself"),
      404: refused("noSuchOrganization"),
    },
  },
  {
    method: "DELETE",
    path: "/api/organizations/{id}/follow",
    tag,
    summary: "Stop following an organisation",
    access: "member",
    pathParameters: { id: "The organisation's id." },
    responses: {
      200: doneAnswer("Not following.", { following: z.boolean(), followers: z.number().int(), name: z.string() }),
      400: refused("organizationFollowsItself"),
      404: refused("noSuchOrganization"),
    },
  },
];
