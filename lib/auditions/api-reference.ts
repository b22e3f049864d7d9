import { z } from "zod";
import {
  INVITE_RESPONSES,
  inviteAnswerSchema,
  inviteMoveSchema,
  inviteSchema,
  MAX_ANSWER_NOTE,
  MAX_INVITES_AT_ONCE,
  MAX_LINK,
  MAX_PLACE,
  sessionChangeSchema,
  sessionSchema,
} from "./schemas.ts";
import { MAX_BREAKS, MAX_PER_SLOT, MAX_SLOT_MINUTES, MAX_SLOTS, MIN_SLOT_MINUTES } from "./slots.ts";
import { invitesResultShape, inviteViewShape, sessionViewShape } from "./views.ts";
import { ASKS_FOR_MONEY, dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { asSchema, describeProperties, jsonBody, jsonSchema } from "../openapi/schema.ts";
import type { ApiOperation, RequestBody } from "../openapi/types.ts";

// Audition scheduling (lib/auditions): a call's organisation sets sessions of slots, invites shortlisted
// applicants into them, and moves or cancels them; the invitees confirm, decline or ask for another time,
// and take the audition into their calendar.

const tag = "Auditions";

const callId = "The casting call's id.";
const sessionId = "The audition session's id.";
const inviteId = "The audition invitation's id.";
const noCall = refused("noSuchCall");
const noSession = refused("noSuchAuditionSession");
const noInvite = refused("noSuchInvitation");
const notOrganization = failure("The member's organisation did not post the call.");
const notParty = failure("The member is neither the invitee nor the organisation that posted the call.");

const TIME = "HH:MM, India time (00:00 to 24:00).";

const sessionNotes = {
  date: "YYYY-MM-DD, India time: today or later, and the start must be in the future (400 otherwise).",
  start: TIME,
  end: `${TIME} After start.`,
  slotMinutes: `Each slot's length, ${MIN_SLOT_MINUTES} to ${MAX_SLOT_MINUTES} minutes; at most ${MAX_SLOTS} slots a session.`,
  perSlot: `People per slot, 1 to ${MAX_PER_SLOT}.`,
  breaks: `Up to ${MAX_BREAKS} breaks, each { start, end } as HH:MM (India time), between the session's start and end and not overlapping: no slot runs into one.`,
  place: `The address (up to ${MAX_PLACE} characters), for an audition in person. Exactly one of place and link.`,
  link: `The video call's address (https://, up to ${MAX_LINK} characters), for an audition online. Exactly one of place and link.`,
};

const changeNotes = {
  ...sessionNotes,
  place: `A new address (up to ${MAX_PLACE} characters): it replaces the link, if the session had one.`,
  link: `A new video call address (https://, up to ${MAX_LINK} characters): it replaces the place, if the session had one.`,
};

/** The body of POST /api/sessions/{id}/invites: chosen applications, or autofill. */
function inviteBody(): RequestBody {
  const notes = {
    applicationIds: `Up to ${MAX_INVITES_AT_ONCE} applications of the session's call, each shortlisted or selected and not yet invited to this session (400 naming the others).`,
    slotId:
      "A slot of the session that has not begun: all the applications go there (409 slot_full without room). Without it, the earliest slots with room take them.",
    autofill:
      "true: every shortlisted applicant of the call not invited to a live session of it, in the order they applied, earliest slot with room first.",
    roleId: "With autofill: only the applicants to this role of the call.",
  };
  const titles = [
    "applicationIds: invite these applicants",
    "autofill: invite every shortlisted applicant not yet invited",
  ];
  const branches = (jsonSchema(inviteSchema).anyOf ?? []).map((branch, i) => ({
    ...describeProperties(asSchema(branch), notes),
    title: titles[i],
  }));
  return { required: true, content: { "application/json": { schema: { oneOf: branches } } } };
}

/** The body of PATCH /api/invites/{id}: the invitee's answer, or the organisation's move. */
function inviteActionBody(): RequestBody {
  const answer = describeProperties(jsonSchema(inviteAnswerSchema), {
    response: `${INVITE_RESPONSES.join(", ")}.`,
    note: `Up to ${MAX_ANSWER_NOTE} characters, read by the casting team: required with decline and reschedule (400 without).`,
  });
  const move = describeProperties(jsonSchema(inviteMoveSchema), {
    slotId: "Another slot of the same session that has not begun and has room.",
  });
  return {
    required: true,
    content: {
      "application/json": {
        schema: {
          oneOf: [
            { ...answer, title: "response: the invitee answers" },
            { ...move, title: "slotId: the organisation moves the invitation" },
          ],
        },
      },
    },
  };
}

const cancelledOrPast = "The session is cancelled (`session_cancelled`)";

export const AUDITION_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/calls/{id}/sessions",
    tag,
    summary: "A call's audition sessions",
    description:
      "The organisation that posted the call only: every session (cancelled ones too), soonest first, each slot with who is in it and their answer.",
    access: "member",
    pathParameters: { id: callId },
    responses: { 200: dataAnswer("The sessions.", z.array(sessionViewShape)), 403: notOrganization, 404: noCall },
  },
  {
    method: "POST",
    path: "/api/calls/{id}/sessions",
    tag,
    summary: "Set an audition session",
    description:
      "The organisation that posted the call only. A day of slots from `start` to `end` (India time), `slotMinutes` each, skipping the breaks (a slot that would run into a break starts after it), each taking `perSlot` people, at a `place` or on a video call (`link`). 10:00 to 13:00 in 15-minute slots with an 11:00-11:30 break makes 10 slots.",
    access: "member",
    pathParameters: { id: callId },
    body: jsonBody(sessionSchema, { notes: sessionNotes }),
    responses: {
      201: dataAnswer("Set: the session with its slots (`taken` 0).", sessionViewShape, { message: true }),
      400: failure(
        `The body does not validate (\`errors\` names each field: a time that is not HH:MM, the end before the start, a break outside the day or overlapping another, no slot fitting, both or neither of place and link), the session would start in the past (\`errors.date\`), ${ASKS_FOR_MONEY}: the place or the link.`,
      ),
      403: notOrganization,
      404: noCall,
    },
  },
  {
    method: "GET",
    path: "/api/sessions/{id}",
    tag,
    summary: "Read an audition session",
    description: "The organisation that posted its call only: its slots, and who is in each with their answer.",
    access: "member",
    pathParameters: { id: sessionId },
    responses: { 200: dataAnswer("The session.", sessionViewShape), 403: notOrganization, 404: noSession },
  },
  {
    method: "PATCH",
    path: "/api/sessions/{id}",
    tag,
    summary: "Move or change an audition session",
    description:
      "The organisation that posted its call only: any of the session's fields; the result is checked as a new session is. A new date alone moves every slot, with its invitations, to that day. New times, slot length, seats or breaks make new slots, and the invitations holding seats fill them in their order (a declined one goes to the slot nearest its old time). Every invitation whose time or place changed awaits an answer again, and its invitee is told (bell, and mail with a new calendar file: the same UID, a higher SEQUENCE).",
    access: "member",
    pathParameters: { id: sessionId },
    body: jsonBody(sessionChangeSchema, { notes: changeNotes }),
    responses: {
      200: dataAnswer("Changed: the session now.", sessionViewShape, { message: true }),
      400: failure(
        `The body does not validate, has no field, makes a session that does not (\`errors\` names the field), would start in the past (\`errors.date\`), ${ASKS_FOR_MONEY}: the place or the link.`,
      ),
      403: notOrganization,
      404: noSession,
      409: failure(
        `${cancelledOrPast}, or the new times hold fewer seats than the people invited who have not declined (\`session_full\`).`,
      ),
    },
  },
  {
    method: "DELETE",
    path: "/api/sessions/{id}",
    tag,
    summary: "Cancel an audition session",
    description:
      "The organisation that posted its call only. The session is kept, marked cancelled, with its invitations; every invitee who has not declined and whose slot has not ended is told (bell, and mail with a cancelling calendar file: `STATUS:CANCELLED`). Cancelling a cancelled session again changes nothing.",
    access: "member",
    pathParameters: { id: sessionId },
    responses: {
      200: dataAnswer("Cancelled: the session, `cancelled: true`.", sessionViewShape, { message: true }),
      403: notOrganization,
      404: noSession,
    },
  },
  {
    method: "POST",
    path: "/api/sessions/{id}/invites",
    tag,
    summary: "Invite applicants to an audition session",
    description:
      "The organisation that posted the call only. `applicationIds` (into `slotId`, or the earliest slots with room), or `autofill: true` (every shortlisted applicant not yet invited to a live session of the call, optionally of one `roleId`, as many as the free seats take: `notPlaced` counts the rest). Only slots that have not begun take invitations. Each invitee is told (bell, and mail with the time in India time, the place or link, and an `.ics` file).",
    access: "member",
    pathParameters: { id: sessionId },
    body: inviteBody(),
    responses: {
      201: dataAnswer("Invited.", invitesResultShape, { message: true }),
      400: failure(
        "The body does not validate, or names applications that cannot be invited: of another call, not shortlisted or selected, or already invited to this session (`errors.applicationIds` names them); a `slotId` not of this session or already begun; a `roleId` not of this call.",
      ),
      403: notOrganization,
      404: noSession,
      409: failure(
        `${cancelledOrPast}; an applicant named is suspended (\`member_suspended\`); every slot has begun (\`session_past\`); the slot named has too little room (\`slot_full\`: \`errors.slotId\` says how much it has); or the session's free seats are fewer than the applications named (\`session_full\`).`,
      ),
    },
  },
  {
    method: "GET",
    path: "/api/sessions/{id}/schedule.csv",
    tag,
    summary: "The session's schedule as CSV",
    description:
      "The organisation that posted the call only: a download (RFC 4180, UTF-8) with a header row `Day, Time (India), Name, Role, Answer, Note, Profile` and a row per person in each slot, earliest first; a slot nobody is in has one row with the answer `Free`. A cell starting with = + - or @ is prefixed with ' so that no spreadsheet runs it.",
    access: "member",
    pathParameters: { id: sessionId },
    responses: {
      200: {
        description: 'The schedule (`Content-Disposition: attachment; filename="auditions-YYYY-MM-DD.csv"`).',
        content: { "text/csv": { schema: jsonSchema(z.string()) } },
      },
      403: notOrganization,
      404: noSession,
    },
  },
  {
    method: "GET",
    path: "/api/invites/{id}",
    tag,
    summary: "Read an audition invitation",
    description: "Its invitee and the organisation that posted the call only.",
    access: "member",
    pathParameters: { id: inviteId },
    responses: { 200: dataAnswer("The invitation.", inviteViewShape), 403: notParty, 404: noInvite },
  },
  {
    method: "PATCH",
    path: "/api/invites/{id}",
    tag,
    summary: "Answer or move an audition invitation",
    description:
      "The invitee answers: `response` `confirm`, `decline` or `reschedule` (a `note` with the last two); they may answer again until the audition begins, and a decline or a request for another time gives the seat up (confirming again takes it back only if it is still free: 409 `slot_full`). The organisation is told of a decline or a request for another time (bell and mail). The organisation moves the invitation to another slot of the session with `slotId`: it awaits an answer again, and the invitee is told with a new calendar file.",
    access: "member",
    pathParameters: { id: inviteId },
    body: inviteActionBody(),
    responses: {
      200: dataAnswer("The invitation now.", inviteViewShape, { message: true }),
      400: failure(
        `The body does not validate (a \`response\` that is not one of the three, no \`note\` with a decline or a request for another time, a body of the other party's kind), a \`slotId\` not of this session or already begun, ${ASKS_FOR_MONEY}: the note.`,
      ),
      403: notParty,
      404: noInvite,
      409: failure(
        `${cancelledOrPast}; the audition has begun (\`session_past\`); or the slot has no room (\`slot_full\`: the slot moved to, or after a decline, the invitee's own slot, given to someone else since).`,
      ),
    },
  },
  {
    method: "DELETE",
    path: "/api/invites/{id}",
    tag,
    summary: "Withdraw an audition invitation",
    description:
      "The organisation that posted the call only (the invitee declines instead: 403). The invitation is deleted and its seat freed; the invitee is told (bell, and mail with a cancelling calendar file of the same UID: `STATUS:CANCELLED`).",
    access: "member",
    pathParameters: { id: inviteId },
    responses: {
      200: doneAnswer("Withdrawn."),
      403: notParty,
      404: noInvite,
      409: failure(`${cancelledOrPast}; or the audition has begun (\`session_past\`).`),
    },
  },
  {
    method: "GET",
    path: "/api/invites/{id}/calendar.ics",
    tag,
    summary: "An audition invitation as a calendar file",
    description:
      "Its invitee and the organisation that posted the call only. An iCalendar file (RFC 5545) of one VEVENT with `DTSTART;TZID=Asia/Kolkata` and `DTEND`, the place or the video link in `LOCATION`, and a UID that stays the invitation's (`audition-{id}@host`) with a `SEQUENCE` that grows with every change, so that importing it again replaces the event. `METHOD:PUBLISH` always (nobody replies by mail); `STATUS:CANCELLED` once the session is cancelled or the invitee declined; otherwise `STATUS:CONFIRMED` or `TENTATIVE`.",
    access: "member",
    pathParameters: { id: inviteId },
    responses: {
      200: {
        description: 'The calendar file (`Content-Disposition: attachment; filename="audition.ics"`).',
        content: { "text/calendar": { schema: jsonSchema(z.string()) } },
      },
      403: notParty,
      404: noInvite,
    },
  },
  {
    method: "GET",
    path: "/api/me/invites",
    tag,
    summary: "The member's audition invitations",
    description:
      "The invitations to the member's applications (at most 200): those to come first, soonest first, then the past ones, latest first.",
    access: "member",
    responses: { 200: dataAnswer("The invitations.", z.array(inviteViewShape)) },
  },
];
