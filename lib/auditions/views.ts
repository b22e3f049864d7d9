import { z } from "zod";
import { INVITE_STATUSES } from "./words.ts";

// The shapes of what the audition API answers: the presenters' types come from them, and the API
// reference shows them, so the two cannot differ.

const TIME = "HH:MM, India time (00:00 to 24:00).";

const statusNote =
  "`awaiting` an answer (again, after the session or the invitation was moved), `confirmed`, `declined`, or `reschedule` (asks for another time: the note says why). Only `awaiting` and `confirmed` hold a seat: a decline or a request for another time gives it up.";

/** One invitee of a slot, as the casting team sees them (lib/auditions/present.ts). */
export const inviteeViewShape = z.object({
  id: z.string().describe("The invitation's id."),
  applicationId: z.string(),
  status: z.enum(INVITE_STATUSES).describe(statusNote),
  note: z.string().describe("The invitee's note with a decline or a request for another time; empty otherwise."),
  answeredAt: z.string().nullable().describe("When the invitee last answered (ISO 8601); null while awaiting."),
  name: z.string().describe("The applicant's name."),
  role: z.string().describe("The role they applied for."),
  profile: z.string().describe("Their profile's path."),
});

/** A slot of a session, with who is in it. */
export const slotViewShape = z.object({
  id: z.string(),
  start: z.string().describe("The slot's start (ISO 8601, UTC)."),
  end: z.string().describe("The slot's end (ISO 8601, UTC)."),
  capacity: z.number().int().describe("People the slot takes: the session's perSlot."),
  taken: z.number().int().describe("Seats held: the invitations in the slot awaiting an answer or confirmed."),
  begun: z.boolean().describe("Whether the slot has begun: nobody is invited into it or moved then."),
  invites: z.array(inviteeViewShape).describe("Who is invited into the slot, in the order they were invited."),
});

/** A session of slots, as the casting team reads it (lib/auditions/present.ts presentSession). */
export const sessionViewShape = z.object({
  id: z.string(),
  callId: z.string(),
  date: z.string().describe("YYYY-MM-DD, India time."),
  start: z.string().describe(TIME),
  end: z.string().describe(TIME),
  slotMinutes: z.number().int(),
  perSlot: z.number().int(),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })).describe(`Each ${TIME}`),
  place: z.string().nullable().describe("The address, for an audition in person; null for a video call."),
  link: z.string().nullable().describe("The video call's address; null for an audition in person."),
  cancelled: z.boolean().describe("Cancelled sessions are kept, with their invitations, and take no changes."),
  slots: z.array(slotViewShape).describe("Every slot, earliest first."),
});

/** An invitation just made, in its slot. */
const createdInviteShape = z.object({
  id: z.string().describe("The invitation's id."),
  applicationId: z.string(),
  slotStart: z.string().describe("ISO 8601."),
  slotEnd: z.string().describe("ISO 8601."),
});

/** The invitations one request made (lib/auditions/invites.ts). */
export const invitesResultShape = z.object({
  invites: z.array(createdInviteShape).describe("The invitations made, each in its slot."),
  notPlaced: z
    .number()
    .int()
    .describe("With autofill: shortlisted applicants who did not fit in the session's free seats (0 otherwise)."),
});

/** An invitation as its invitee reads it (lib/auditions/invites.ts). */
export const inviteViewShape = z.object({
  id: z.string(),
  status: z.enum(INVITE_STATUSES).describe(statusNote),
  note: z.string().describe("The invitee's note with a decline or a request for another time."),
  call: z.object({
    id: z.string(),
    title: z.string(),
    projectTitle: z.string(),
    organization: z.string().describe("The name of the organisation that posted the call."),
  }),
  role: z.string().describe("The role applied for."),
  start: z.string().describe("The slot's start (ISO 8601, UTC)."),
  end: z.string().describe("The slot's end (ISO 8601, UTC)."),
  place: z.string().nullable().describe("The address, for an audition in person."),
  link: z.string().nullable().describe("The video call's address."),
  cancelled: z.boolean().describe("Whether the session was cancelled."),
  past: z.boolean().describe("Whether the audition has begun: no answer is taken then."),
});

export type SessionView = z.output<typeof sessionViewShape>;
export type CreatedInvite = z.output<typeof createdInviteShape>;
export type InvitesResult = z.output<typeof invitesResultShape>;
export type InviteView = z.output<typeof inviteViewShape>;
