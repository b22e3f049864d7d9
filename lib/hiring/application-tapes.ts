import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";
import { playableUrl, VIDEO_COLUMNS, videoAnswer } from "../media/video-answer.ts";
import { TAPE_REQUEST_COLUMNS, tapeRequestView } from "../tapes/present.ts";
import type { ApplicationTapes } from "./views.ts";

// What an application carries of its tapes and role, read the same way for its applicant and for its
// casting team.

/** The Application columns its tapes are read from (a Prisma select). */
export const APPLICATION_TAPE_COLUMNS = {
  selfTape: { select: VIDEO_COLUMNS },
  tapeRequest: { select: TAPE_REQUEST_COLUMNS },
  role: { select: { id: true, name: true } },
} as const satisfies Prisma.ApplicationSelect;

type Row = Prisma.ApplicationGetPayload<{ select: typeof APPLICATION_TAPE_COLUMNS }>;

export function applicationTapesOf(row: Row, now: Date): ApplicationTapes {
  return {
    selfTape: playableUrl(row.selfTape),
    selfTapeVideo: row.selfTape ? videoAnswer(row.selfTape) : null,
    tapeRequest: row.tapeRequest ? tapeRequestView(row.tapeRequest, now) : null,
    role: row.role,
  };
}
