import { callApplicationsPath } from "../hiring/paths.ts";
import type { TapeState } from "./rules.ts";

/** Where an applicant reads a tape request and sends the tape. */
export const tapeRequestPagePath = (requestId: string) => `/my-applications#tape-${requestId}`;

/** The call's triage board, showing the applications whose tape request is in `state`. */
export const callTapesPath = (callId: string, state: Exclude<TapeState, "withdrawn">) =>
  `${callApplicationsPath(callId)}?tape=${state}`;
