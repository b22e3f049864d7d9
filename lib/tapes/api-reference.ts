import { z } from "zod";
import {
  DEFAULT_DAYS,
  extendSchema,
  MAX_ASKED_AT_ONCE,
  MAX_DAYS,
  MAX_INSTRUCTIONS,
  MAX_TAPE_NOTE,
  MIN_NOTICE_HOURS,
  RECOMMENDED_SIDES_PAGES,
  tapeRequestSchema,
  tapeSchema,
} from "./rules.ts";
import { ownTapeRequestShape, tapeRequestViewShape, teamTapeRequestShape } from "./views.ts";
import { ASKS_FOR_MONEY, COMMON, dataAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Tape requests (lib/tapes): a call's casting team asks chosen applicants for a self-tape by a deadline, with sides;
// the applicants send it as a finished resumable upload; the team extends or withdraws.

const tag = "Tape requests";

const requestId = "The tape request's id.";
const callId = "The casting call's id.";
const noCall = refused("noSuchCall");
const noRequest = refused("noSuchTapeRequest");
const notTeam = refused("tapeRequestsOwnerOnly");

const DUE = `When the tape is due: an ISO 8601 moment with its offset, or \`YYYY-MM-DDTHH:MM\` in India time (as a date-and-time field sends it). At least ${MIN_NOTICE_HOURS} hours and at most ${MAX_DAYS} days away (the form offers ${DEFAULT_DAYS} days).`;

export const TAPE_REQUEST_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/calls/{id}/tape-requests",
    tag,
    summary: "A call's tape requests",
    description:
      "The organisation that posted the call only: every request (withdrawn ones too), the earliest deadline first, each with the applicant, the role and the tape once sent.",
    access: "member",
    pathParameters: { id: callId },
    responses: { 200: dataAnswer("The requests.", z.array(teamTapeRequestShape)), 403: notTeam, 404: noCall },
  },
  {
    method: "POST",
    path: "/api/calls/{id}/tape-requests",
    tag,
    summary: "Ask applicants for a tape",
    description: `The organisation that posted the call only. Asks each of \`applicationIds\` (at most ${MAX_ASKED_AT_ONCE}, of this call, not rejected or closed, with no live request) for a tape by \`dueAt\`, with \`instructions\` and, if sent, the sides: \`sidesUploadId\`, a finished resumable upload (purpose \`sides\`, a PDF; sides of at most ${RECOMMENDED_SIDES_PAGES} pages are fair to ask for). A request withdrawn earlier is started over. Each applicant is told: bell, mail (a minor's parent or guardian, who holds the account, reads it), and WhatsApp (template \`tape_request\`) when they turned WhatsApp alerts on.`,
    access: "member",
    pathParameters: { id: callId },
    body: jsonBody(tapeRequestSchema, {
      notes: {
        applicationIds: "The applications whose applicants are asked.",
        instructions: `What to perform and how (at most ${MAX_INSTRUCTIONS} characters).`,
        dueAt: DUE,
        sidesUploadId: "A finished resumable upload of the member's with purpose `sides`.",
      },
    }),
    responses: {
      201: dataAnswer("Asked: the new requests.", z.array(tapeRequestViewShape), { message: true }),
      409: failure("An applicant named is suspended (`member_suspended`, naming them)."),
      429: COMMON.rateLimited("asks, extensions and withdrawals for one applicant (6 an hour)"),
      400: failure(
        `The body does not validate (\`errors\` names each field: a deadline under ${MIN_NOTICE_HOURS} hours away is \`errors.dueAt\`), an application cannot be asked (\`errors["applicationIds.N"]\`: of another call, rejected or closed, or already asked), \`sidesUploadId\` names no finished upload of the member's, ${ASKS_FOR_MONEY}: the instructions.`,
      ),
      403: notTeam,
      404: noCall,
    },
  },
  {
    method: "GET",
    path: "/api/me/tape-requests",
    tag,
    summary: "The member's tape requests",
    description:
      "The tapes asked of the signed-in member, the earliest deadline first, with the call, organisation and role.",
    access: "member",
    responses: { 200: dataAnswer("The requests.", z.array(ownTapeRequestShape)) },
  },
  {
    method: "PATCH",
    path: "/api/tape-requests/{id}",
    tag,
    summary: "Give more time for a tape",
    description:
      "The organisation that posted the call only: a later deadline (also for a request already late); the applicant is told by bell and mail.",
    access: "member",
    pathParameters: { id: requestId },
    body: jsonBody(extendSchema, { notes: { dueAt: `${DUE} Later than the current deadline.` } }),
    responses: {
      200: dataAnswer("Extended: the request now.", tapeRequestViewShape, { message: true }),
      400: failure("`dueAt` is missing, not a moment, too soon, too far, or not later than the current deadline."),
      403: notTeam,
      404: noRequest,
      409: failure("The request was withdrawn (`tape_request_withdrawn`)."),
      429: COMMON.rateLimited("asks, extensions and withdrawals for one applicant (6 an hour)"),
    },
  },
  {
    method: "DELETE",
    path: "/api/tape-requests/{id}",
    tag,
    summary: "Withdraw a tape request",
    description:
      "The organisation that posted the call only: the tape is no longer needed; the applicant is told. Withdrawing twice changes nothing. It can be asked for again later.",
    access: "member",
    pathParameters: { id: requestId },
    responses: {
      200: dataAnswer("Withdrawn: the request, `state: withdrawn`.", tapeRequestViewShape, { message: true }),
      403: notTeam,
      404: noRequest,
      409: failure("The applicant has already sent the tape (`tape_request_answered`)."),
      429: COMMON.rateLimited("asks, extensions and withdrawals for one applicant (6 an hour)"),
    },
  },
  {
    method: "POST",
    path: "/api/tape-requests/{id}/tape",
    tag,
    summary: "Send the tape asked for",
    description: `The applicant asked only. \`uploadId\` is a finished resumable upload of theirs with purpose \`tape\` (POST /api/uploads); sending again before the deadline replaces the tape. The tape is transcoded as every video is (\`tape.status\` \`processing\`, then \`ready\`). The casting team is told by bell and mail.`,
    access: "member",
    pathParameters: { id: requestId },
    body: jsonBody(tapeSchema, {
      notes: {
        uploadId: "A finished resumable upload of the member's with purpose `tape`.",
        note: `A note to the casting team (at most ${MAX_TAPE_NOTE} characters).`,
      },
    }),
    responses: {
      201: dataAnswer("Sent: the request, `state: received`.", tapeRequestViewShape, { message: true }),
      400: failure(
        `The body does not validate, \`uploadId\` names no finished upload of the member's with purpose \`tape\` (\`errors.uploadId\`), ${ASKS_FOR_MONEY}: the note.`,
      ),
      403: refused("tapeRequestApplicantOnly"),
      404: noRequest,
      409: failure(
        "The deadline has passed, or the team withdrew the request (`tape_request_closed`); the upload is kept for 24 hours.",
      ),
      429: COMMON.rateLimited("uploads"),
    },
  },
];
