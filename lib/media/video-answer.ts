import type { MediaStatus } from "../generated/prisma/enums.ts";
import { mediaUrl } from "../storage/urls.ts";
import type { VideoFailure } from "./video-processing.ts";

// How the API and pages describe a stored video: where it plays, whether it is ready, its poster and size.

export type VideoStatus = "processing" | "ready" | "failed";

export interface VideoAnswer {
  /** The MP4, once ready (the original as sent is named to nobody but its owner). */
  url: string | null;
  status: VideoStatus;
  posterUrl: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** Why a failed video was refused: noVideo, unreadable or tooLong. */
  failure: VideoFailure | null;
}

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
