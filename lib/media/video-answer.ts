import { z } from "zod";
import type { MediaStatus } from "../generated/prisma/enums.ts";
import { mediaUrl } from "../storage/urls.ts";

// How the API and pages describe a stored video: where it plays, whether it is ready, its poster and size.

export const VIDEO_FAILURES = ["noVideo", "unreadable", "tooLong"] as const;
export type VideoFailure = (typeof VIDEO_FAILURES)[number];

/** A stored video as the answers describe it. */
export const videoAnswerShape = z.object({
  url: z.string().nullable().describe("The MP4 of at most 720p, once ready (the original as sent is named to nobody)."),
  status: z
    .enum(["processing", "ready", "failed"])
    .describe("`processing` until its H.264 MP4 is made, then `ready`, or `failed` with `failure`."),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  failure: z.enum(VIDEO_FAILURES).nullable().describe("Why a failed video was refused."),
});

export type VideoAnswer = z.output<typeof videoAnswerShape>;
type VideoStatus = VideoAnswer["status"];

/** The Media columns a VideoAnswer is made of (a Prisma select). */
export const VIDEO_COLUMNS = {
  path: true,
  status: true,
  posterPath: true,
  durationSeconds: true,
  width: true,
  height: true,
  failure: true,
} as const;

export type VideoRow = {
  path: string;
  status: MediaStatus;
  posterPath: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  failure: string | null;
};

export function videoAnswer(row: VideoRow): VideoAnswer {
  return {
    url: row.status === "READY" ? mediaUrl(row.path)! : null,
    status: row.status.toLowerCase() as VideoStatus,
    posterUrl: mediaUrl(row.posterPath) ?? null,
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    failure: (row.failure as VideoFailure | null) ?? null,
  };
}

/** A video's address for the answers that name it by address alone (an application's `selfTape`): once it plays. */
export const playableUrl = (row: VideoRow | null): string | null => (row ? videoAnswer(row).url : null);
