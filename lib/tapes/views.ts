import { z } from "zod";
import { videoAnswerShape } from "../media/video-answer.ts";
import { TAPE_STATES } from "./rules.ts";

// The shapes of what the tape-request API answers: the presenters' types come from them, and the API
// reference shows them, so the two cannot differ.

/** A tape request, as its casting team and its applicant alike read it (lib/tapes/present.ts). */
export const tapeRequestViewShape = z.object({
  id: z.string(),
  callId: z.string(),
  applicationId: z.string(),
  state: z
    .enum(TAPE_STATES)
    .describe(
      "`requested` (waiting, before the deadline), `received` (a tape was sent), `late` (past the deadline with no tape) or `withdrawn`.",
    ),
  open: z.boolean().describe("Whether a tape may still be sent (or sent again in place of the first)."),
  instructions: z.string(),
  dueAt: z.string().describe("The deadline (ISO 8601, UTC)."),
  sidesUrl: z.string().nullable().describe("The sides, a PDF, if the team sent some."),
  tape: videoAnswerShape.nullable().describe("The tape once sent (its MP4 is made after it is sent)."),
  note: z.string().describe("The applicant's note with the tape."),
  submittedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A request as the casting team lists it, with whom it asks for which role (lib/tapes/requests.ts). */
export const teamTapeRequestShape = tapeRequestViewShape.extend({
  applicant: z.object({ id: z.string(), name: z.string() }),
  role: z.object({ id: z.string(), name: z.string() }),
});

/** A request as its applicant lists it, with the call it comes from (lib/tapes/submissions.ts). */
export const ownTapeRequestShape = tapeRequestViewShape.extend({
  call: z.object({ id: z.string(), title: z.string(), projectTitle: z.string() }),
  organization: z.object({ name: z.string() }),
  role: z.object({ name: z.string() }),
});

export type TapeRequestView = z.output<typeof tapeRequestViewShape>;
export type TeamTapeRequest = z.output<typeof teamTapeRequestShape>;
export type OwnTapeRequest = z.output<typeof ownTapeRequestShape>;
