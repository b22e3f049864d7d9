import { z } from "zod";
import { videoAnswerShape } from "../media/video-answer.ts";
import { TAPE_FILTER } from "../tapes/rules.ts";
import { tapeRequestViewShape } from "../tapes/views.ts";
import { AUDITION_TYPES } from "./options.ts";
import { STATUS_NAMES } from "./status-labels.ts";

// The shapes of what the hiring API answers (calls, applications, organisations): the code's types come
// from them, and the API reference shows them, so the two cannot differ.

const DATE = "YYYY-MM-DD.";

/** A role of a call. */
export const roleViewShape = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  gender: z.string(),
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  languages: z.array(z.string()),
  openings: z.number().int(),
  paid: z.boolean(),
  payMin: z.number().int().nullable().describe("Rupees."),
  payMax: z.number().int().nullable().describe("Rupees."),
  description: z.string(),
});

/**
 * Why a call is not public: held for review or hidden by an admin, with the reason its poster is told (in
 * English, for API clients) and what a page says it with: the words that asked for money, or the admin's note.
 */
export const callReviewShape = z.discriminatedUnion("state", [
  z.object({ state: z.literal("held"), reason: z.string().nullable(), phrase: z.string().nullable() }),
  z.object({ state: z.literal("hidden"), reason: z.string(), note: z.string().nullable() }),
]);

/** A casting call as GET /api/calls/{id} answers it. */
export const callViewShape = z.object({
  id: z.string(),
  title: z.string(),
  projectTitle: z.string(),
  projectType: z.string(),
  city: z.string(),
  shootStart: z.string().nullable().describe(DATE),
  shootEnd: z.string().nullable().describe(DATE),
  description: z.string(),
  auditionType: z.enum(Object.keys(AUDITION_TYPES) as [keyof typeof AUDITION_TYPES]),
  deadline: z.string().describe("The last day applications are taken, YYYY-MM-DD in India time."),
  deadlineAt: z.string().describe("The moment that day ends (ISO 8601)."),
  questions: z.array(z.string()).describe("Screening questions each applicant answers."),
  requiresSelfTape: z.boolean(),
  requiresPortfolio: z.boolean(),
  open: z.boolean().describe("Taking applications now."),
  status: z.enum(["OPEN", "CLOSED"]),
  review: callReviewShape.nullable().describe("Only to its poster: why the call is held or hidden."),
  postedAt: z.string(),
  openings: z.number().int().describe("The openings of all its roles."),
  roles: z.array(roleViewShape),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    city: z.string(),
    website: z.string().nullable(),
    logo: z.string().nullable().describe("A stored picture path."),
    verified: z.boolean(),
    ownerId: z.string().describe("The account that answers messages to the casting team."),
  }),
});

/** A page of open calls. */
export const callPageShape = z.object({
  calls: z.array(callViewShape),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});

/** An organisation as its page, the studios list and its owner's edits show it. */
export const organizationViewShape = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable().describe("The owner's profile picture (a stored path)."),
  cover: z.string().nullable().describe("The owner's cover picture (a stored path)."),
  verified: z.boolean(),
  founded: z.number().int().describe("The year it joined."),
  followers: z.number().int(),
  openCalls: z.number().int(),
  openings: z.number().int().describe("The openings across its open calls."),
});

const status = z.enum(STATUS_NAMES);

/** What an application carries of its tapes and role, for its applicant and its casting team alike. */
const applicationTapesShape = z.object({
  selfTape: z.string().nullable().describe("The self-tape's address once it plays."),
  selfTapeVideo: videoAnswerShape
    .nullable()
    .describe("The self-tape's state, poster and length (its MP4 is made after the application is sent)."),
  tapeRequest: tapeRequestViewShape
    .nullable()
    .describe("The casting team's request for a tape, and the tape once sent."),
  role: z.object({ id: z.string(), name: z.string() }),
});

/** An application as its casting team triages it. */
export const applicantShape = z.object({
  id: z.string(),
  status,
  appliedAt: z.string(),
  note: z.string(),
  answers: z.array(z.string()).describe("The answers to the call's questions, in their order."),
  hirerNote: z.string().describe("The casting team's private note."),
  ...applicationTapesShape.shape,
  applicant: z.object({
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    category: z.string(),
    subcategory: z.string(),
    city: z.string().nullable().describe("As search writes it; none for an applicant the directory does not show."),
    age: z.number().int().nullable().describe("In India time; none for an applicant the directory does not show."),
    height: z.string().nullable().describe('As "170 cm"; none for an applicant the directory does not show.'),
    languages: z.array(z.string()),
    profile: z.string().describe("Their profile's path."),
  }),
});

/** A call's applications as its casting team's board shows them: one page, with counts. */
export const triageViewShape = z.object({
  call: z.object({
    id: z.string(),
    title: z.string(),
    projectTitle: z.string(),
    questions: z.array(z.string()),
    roles: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  applications: z.array(applicantShape),
  counts: z.record(status, z.number().int()).describe("How many applications have each status."),
  tapeCounts: z
    .record(z.enum(TAPE_FILTER), z.number().int())
    .describe("How many applications (of the role shown) have a tape requested, received or late."),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe("The applications matching the filters."),
  pageCount: z.number().int(),
  undoMs: z.number().int().describe("How long the board offers Undo after a decision (the applicant is told later)."),
  noticeDelay: z.string().describe('How long after a decision the applicant is told, in words ("a minute").'),
});

/** An application as its applicant reads it. */
export const ownApplicationShape = z.object({
  id: z.string(),
  status,
  appliedAt: z.string(),
  statusChangedAt: z.string(),
  note: z.string(),
  answers: z.array(z.string()),
  ...applicationTapesShape.shape,
  call: z.object({
    id: z.string(),
    title: z.string(),
    projectTitle: z.string(),
    open: z.boolean(),
    deadline: z.string().describe(DATE),
  }),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    ownerId: z.string().describe("The account that answers messages to the casting team."),
  }),
});

export type CallReview = z.output<typeof callReviewShape>;
export type CallView = z.output<typeof callViewShape>;
export type CallPage = z.output<typeof callPageShape>;
export type OrganizationView = z.output<typeof organizationViewShape>;
export type Applicant = z.output<typeof applicantShape>;
export type TriageView = z.output<typeof triageViewShape>;
export type ApplicationTapes = z.output<typeof applicationTapesShape>;
export type OwnApplication = z.output<typeof ownApplicationShape>;
