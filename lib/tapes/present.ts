import "server-only";
import { VIDEO_COLUMNS, videoAnswer } from "../media/video-answer.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { mediaUrl } from "../storage/urls.ts";
import { tapeState } from "./rules.ts";
import type { TapeRequestView } from "./views.ts";

// How the API and pages describe a tape request, to its casting team and to its applicant alike.

/** The TapeRequest columns a view is made of (a Prisma select). */
export const TAPE_REQUEST_COLUMNS = {
  id: true,
  callId: true,
  applicationId: true,
  instructions: true,
  dueAt: true,
  sides: { select: { path: true } },
  tape: { select: VIDEO_COLUMNS },
  note: true,
  submittedAt: true,
  withdrawnAt: true,
  createdAt: true,
} as const;

type Row = Prisma.TapeRequestGetPayload<{ select: typeof TAPE_REQUEST_COLUMNS }>;

export function tapeRequestView(row: Row, now = new Date()): TapeRequestView {
  return {
    id: row.id,
    callId: row.callId,
    applicationId: row.applicationId,
    state: tapeState(row, now),
    open: !row.withdrawnAt && row.dueAt >= now,
    instructions: row.instructions,
    dueAt: row.dueAt.toISOString(),
    sidesUrl: mediaUrl(row.sides?.path) ?? null,
    tape: row.tape ? videoAnswer(row.tape) : null,
    note: row.note,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
