import "server-only";
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { MediaKind } from "../generated/prisma/enums.ts";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { noticeWords, phrase, type NoticeArgs } from "../notifications/words.ts";
import { PROFILE_SETTINGS_PATH } from "../profiles/paths.ts";
import { refreshMemberPagesFromJob } from "../profiles/refresh-pages.ts";
import { reindexMember } from "../search/reindex.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { storage } from "../storage/index.ts";
import { newStoredPath } from "../storage/paths.ts";
import { createUploadTempDir, removeUploadTempDir } from "../storage/upload-temp.ts";
import { FfmpegMissing, poster, probe, transcode, Unreadable } from "./ffmpeg.ts";
import type { VideoFailure } from "./video-answer.ts";
import { tapeRequestPagePath } from "../tapes/paths.ts";

// A video a member sends (a profile's show reel, a self-tape) is stored as it came, recorded PROCESSING, and
// turned by this job into an MP4 every browser plays (lib/media/ffmpeg.ts) with a poster, its length and size.
// Until then it is not public. A file with no video in it, one ffprobe cannot read, or one longer than
// UPLOAD_VIDEO_MAX_MINUTES is refused: the row says why (FAILED with a code) and the member is told (bell
// and mail). The original stays, private to its owner, for VIDEO_ORIGINAL_DAYS after the MP4 is ready.
//
// The database is the queue: each process takes one PROCESSING row at a time (claimedAt, with SKIP LOCKED so
// that instances never take the same one), so one process transcodes at most one video at once, at a low
// priority and on TRANSCODE_THREADS threads; requests and other jobs keep the rest. A process killed mid-way
// leaves its claim to lapse (CLAIM_LAPSES_MS) and the hourly run takes the video again; after MAX_ATTEMPTS
// tries a video that keeps failing is refused as unreadable.

const JOB = "transcode-videos";
const CLAIM_LAPSES_MS = 45 * 60_000;
const MAX_ATTEMPTS = 3;
/** The longest one transcoding may run before it is stopped (and tried again). */
const TRANSCODE_TIMEOUT_MS = 30 * 60_000;
/** A video a little over the limit by its container's rounding is not refused. */
const LENGTH_TOLERANCE_SECONDS = 1;

type Claimed = { id: string; userId: string; kind: MediaKind; path: string; attempts: number };
export type VideoOutcome = "ready" | VideoFailure | "as sent" | "superseded" | "none";

/** Takes the oldest video waiting (or whose claim has lapsed), for this process alone. */
async function claimNext(now = new Date()): Promise<Claimed | undefined> {
  const lapsed = new Date(now.getTime() - CLAIM_LAPSES_MS);
  const rows = await db().$queryRaw<Claimed[]>`
    UPDATE "Media" SET "claimedAt" = ${now}, "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT "id" FROM "Media"
      WHERE "status" = 'PROCESSING' AND ("claimedAt" IS NULL OR "claimedAt" < ${lapsed})
      ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "userId", "kind", "path", "attempts"`;
  return rows[0];
}

/** Copies a stored file to a local one (ffmpeg reads files; S3 keeps objects). */
async function fetchStored(storedPath: string, localPath: string): Promise<boolean> {
  const file = await storage().read(storedPath);
  if (!file) return false;
  await pipeline(Readable.fromWeb(file.body as WebReadableStream<Uint8Array>), createWriteStream(localPath));
  return true;
}

// The refusal's words: keys of namespace "Notices".
/** The words of a refused video and where to send another, by what it was: a tape asked for goes from its request. */
const REFUSED_WORDS = {
  VIDEO: () => ({
    title: "video.profileVideoRefusedTitle",
    again: "video.profileVideoAgain",
    link: PROFILE_SETTINGS_PATH,
  }),
  SELF_TAPE: () => ({ title: "video.selfTapeRefusedTitle", again: "video.selfTapeAgain", link: "/my-applications" }),
  REQUESTED_TAPE: (requestId: string) => ({
    title: "video.selfTapeRefusedTitle",
    again: "video.requestedTapeAgain",
    link: tapeRequestPagePath(requestId),
  }),
} as const;
const REASON_WORDS = { noVideo: "video.noVideo", unreadable: "video.unreadable", tooLong: "video.tooLong" } as const;

async function refusedWords(video: Claimed) {
  if (video.kind !== "SELF_TAPE") return REFUSED_WORDS.VIDEO();
  const request = await db().tapeRequest.findUnique({ where: { tapeId: video.id }, select: { id: true } });
  return request ? REFUSED_WORDS.REQUESTED_TAPE(request.id) : REFUSED_WORDS.SELF_TAPE();
}

/** The member's words for a refused video, and where to send another. */
async function refusalNotice(video: Claimed, failure: VideoFailure, minutes: number): Promise<Notice> {
  const words = await refusedWords(video);
  const args: NoticeArgs =
    failure === "tooLong" ? { minutes: Math.ceil(minutes), max: config.uploadVideoMaxMinutes } : {};
  return {
    userId: video.userId,
    ...noticeWords(phrase(words.title), [phrase(REASON_WORDS[failure], args), phrase(words.again)]),
    link: words.link,
  };
}

/** Records a refusal (when the video is still this one, waiting) and tells the member. */
async function refuse(video: Claimed, failure: VideoFailure, minutes = 0): Promise<VideoOutcome> {
  const notice = await refusalNotice(video, failure, minutes);
  const recorded = await db().$transaction(async (tx) => {
    // The member's lock before the row's, in the order a save takes them (lib/media/commit-media.ts): the
    // notice's row refers to the member, so taking the video's row first would deadlock with a save replacing it.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${video.userId} FOR UPDATE`;
    const { count } = await tx.media.updateMany({
      where: { id: video.id, path: video.path, status: "PROCESSING" },
      data: { status: "FAILED", failure, processedAt: new Date(), claimedAt: null },
    });
    if (count) await recordNotices(tx, [notice]);
    return count > 0;
  });
  if (!recorded) return "superseded";
  sendNotices([notice]);
  return failure;
}

/** Without ffmpeg the video is played as it was sent (a set-up without the package still works). */
async function acceptAsSent(video: Claimed): Promise<VideoOutcome> {
  console.warn(`[media] ${config.ffmpegPath} is not installed: video ${video.id} is played as it was sent`);
  const { count } = await db().media.updateMany({
    where: { id: video.id, path: video.path, status: "PROCESSING" },
    data: { status: "READY", processedAt: new Date(), claimedAt: null },
  });
  return count ? "as sent" : "superseded";
}

/** Stores the MP4 and poster and records them in place of the original, unless the video changed meanwhile. */
async function recordReady(video: Claimed, mp4: string, jpg: string): Promise<VideoOutcome> {
  const made = await probe(mp4);
  const paths = {
    path: newStoredPath(video.userId, "mp4"),
    posterPath: newStoredPath(video.userId, "jpg", undefined, "-poster"),
  };
  const size = (await stat(mp4)).size;
  const files = storage();
  let recorded = false;
  try {
    await files.putFile(paths.path, mp4);
    await files.putFile(paths.posterPath, jpg);
    // Under the member's lock, like every media write (lib/media/commit-media.ts).
    recorded = await db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${video.userId} FOR UPDATE`;
      const { count } = await tx.media.updateMany({
        where: { id: video.id, path: video.path, status: "PROCESSING" },
        data: {
          ...paths,
          originalPath: video.path,
          mimeType: "video/mp4",
          size,
          width: made.video?.width ?? null,
          height: made.video?.height ?? null,
          durationSeconds: Math.round(made.durationSeconds * 10) / 10,
          status: "READY",
          failure: null,
          processedAt: new Date(),
          claimedAt: null,
        },
      });
      if (count && video.kind === "VIDEO") await reindexMember(tx, video.userId, { touched: false });
      return count > 0;
    });
  } finally {
    if (!recorded) await Promise.allSettled([files.remove(paths.path), files.remove(paths.posterPath)]);
  }
  // A show reel is public once it plays: the cached profile page and the listings that count videos change.
  if (recorded && video.kind === "VIDEO") await refreshProfile(video.userId);
  return recorded ? "ready" : "superseded";
}

/** Refreshes a member's cached pages; a failure only leaves them to their revalidate time (60 s). */
async function refreshProfile(userId: string): Promise<void> {
  try {
    const member = await db().user.findUnique({ where: { id: userId }, select: { category: true, subcategory: true } });
    if (member) await refreshMemberPagesFromJob({ id: userId, ...member });
  } catch (error) {
    console.warn(`[media] the pages of member ${userId} are refreshed in a minute: ${(error as Error).message}`);
  }
}

async function prepare(video: Claimed): Promise<VideoOutcome> {
  if (video.attempts > MAX_ATTEMPTS) return refuse(video, "unreadable");
  const folder = await createUploadTempDir(config.videoWorkDir);
  try {
    const original = path.join(folder, "original");
    if (!(await fetchStored(video.path, original))) return "superseded";
    let found;
    try {
      found = await probe(original);
    } catch (error) {
      if (error instanceof Unreadable) return refuse(video, "unreadable");
      throw error;
    }
    if (!found.video) return refuse(video, "noVideo");
    if (!Number.isFinite(found.durationSeconds)) return refuse(video, "unreadable");
    const minutes = found.durationSeconds / 60;
    if (found.durationSeconds > config.uploadVideoMaxMinutes * 60 + LENGTH_TOLERANCE_SECONDS)
      return refuse(video, "tooLong", minutes);
    const mp4 = path.join(folder, "video.mp4");
    const jpg = path.join(folder, "poster.jpg");
    await transcode(original, mp4, TRANSCODE_TIMEOUT_MS);
    await poster(mp4, jpg, found.durationSeconds);
    return await recordReady(video, mp4, jpg);
  } finally {
    await removeUploadTempDir(folder);
  }
}

/** Prepares the next waiting video, if any; says what became of it. */
export async function prepareNextVideo(): Promise<{ id: string; outcome: VideoOutcome } | undefined> {
  const video = await claimNext();
  if (!video) return undefined;
  try {
    return { id: video.id, outcome: await prepare(video) };
  } catch (error) {
    if (error instanceof FfmpegMissing) return { id: video.id, outcome: await acceptAsSent(video) };
    // Left claimed: the claim lapses and a later run tries again (MAX_ATTEMPTS in all).
    console.error(`[media] could not prepare video ${video.id}: ${(error as Error).message}`);
    return { id: video.id, outcome: "none" };
  }
}

// One drain per process at a time: a second run asked for meanwhile makes the running one look again
// before it stops, so that a video saved while the last one was finishing is not left waiting.
interface DrainState {
  running: boolean;
  again: boolean;
}
const drain = ((globalThis as unknown as { __castfolioVideoDrain?: DrainState }).__castfolioVideoDrain ??= {
  running: false,
  again: false,
});

/** Prepares waiting videos one after another until none is left; answers how many were taken. */
export async function prepareWaitingVideos(): Promise<number> {
  if (drain.running) {
    drain.again = true;
    return 0;
  }
  drain.running = true;
  let taken = 0;
  try {
    do {
      drain.again = false;
      for (let done = await prepareNextVideo(); done; done = await prepareNextVideo()) {
        taken++;
        if (done.outcome !== "ready") console.log(`[media] video ${done.id}: ${done.outcome}`);
      }
    } while (drain.again);
  } finally {
    drain.running = false;
  }
  return taken;
}

defineJob(JOB, () => prepareWaitingVideos());

/** Asks for the waiting videos to be prepared (after a save that stored one, and hourly). */
export function queueVideoProcessing(): void {
  enqueue(JOB, {});
}

export const VIDEO_PROCESSING_JOB = JOB;
