import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as applicationsRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { GET as uploadsRoute } from "@/app/uploads/[...path]/route";
import { sweepVideoOriginals } from "@/lib/media/video-originals";
import { prepareNextVideo } from "@/lib/media/video-processing";
import { findPublicUser } from "@/lib/profiles/public";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { api } from "../helpers/api";
import { createHirer, createMember } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { storedPaths, tempDir } from "../helpers/files";
import { outbox } from "../helpers/mail";
import { lockWaiters } from "../helpers/lock-waiters";
import { finishesWhileOtherHolds } from "../helpers/postgres";
import { MP4 } from "../helpers/media";
import { uploadSandbox } from "../helpers/sandbox";
import { soundOnlyClip } from "../helpers/videos";
import { multipartRequest } from "../helpers/uploads";

// A sent video becomes an MP4 every browser plays: real files made here by ffmpeg's test sources go through the
// profile save and the application, and the job (run after the save, as in production) makes the H.264 MP4 of at
// most 720p with its poster and length, or refuses the file with the member told why.

const run = promisify(execFile);
const sandbox = uploadSandbox("video-processing");
let folder: string;
/** A portrait phone video: 960×1280 MPEG-4 in a QuickTime file, with sound, 3 seconds. */
let phoneClip: Buffer;
/** 70 seconds (of 32×32 pixels at one frame a second): over a one-minute limit. */
let longClip: Buffer;
/** An MP4 with sound and no picture. */
let soundOnly: Buffer;

async function make(name: string, args: string[]): Promise<Buffer> {
  const file = path.join(folder, name);
  await run("ffmpeg", ["-v", "error", "-y", ...args, file]);
  return readFile(file);
}

beforeAll(async () => {
  folder = await tempDir("videos");
  process.env.UPLOAD_VIDEO_MAX_MINUTES = "1";
  soundOnly = soundOnlyClip(2);
  [phoneClip, longClip] = await Promise.all([
    make("phone.mov", [
      ...["-f", "lavfi", "-i", "testsrc=size=960x1280:rate=25", "-f", "lavfi", "-i", "sine=frequency=440"],
      ...["-t", "3", "-c:v", "mpeg4", "-c:a", "aac"],
    ]),
    make("long.mp4", ["-f", "lavfi", "-i", "testsrc=size=32x32:rate=1", "-t", "70", "-c:v", "mpeg4"]),
  ]);
}, 60_000);
afterAll(() => {
  delete process.env.UPLOAD_VIDEO_MAX_MINUTES;
});

type Member = Awaited<ReturnType<typeof createMember>>;
const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function saveReel(member: Member, data: Buffer, name = "reel.mp4") {
  const saved = await api.add(
    "actor",
    multipartRequest(
      "/api/actor/add",
      { userId: member.user.id },
      { videoUpload: { name, type: "video/mp4", data } },
      { authorization: member.bearer },
    ),
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  // The job runs after the answer, in this process (no Redis here): wait for it.
  await backgroundIdle();
  return db().media.findFirstOrThrow({ where: { userId: member.user.id, kind: "VIDEO" } });
}

const probeOf = async (file: string) =>
  JSON.parse(
    (await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file])).stdout,
  ) as {
    format: { duration: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };

function fetchStored(url: string, headers: Record<string, string> = {}) {
  const parts = url.replace(/^\/uploads\//, "").split("/");
  return uploadsRoute(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ path: parts }) });
}

describe("a profile video", () => {
  it("becomes a faststart H.264/AAC MP4 of at most 720p with a poster, its length and size", async () => {
    const member = await createMember({ listed: true });
    const video = await saveReel(member, phoneClip, "phone.mov");
    expect(video).toMatchObject({ status: "READY", mimeType: "video/mp4", width: 720, height: 960, failure: null });
    expect(video.durationSeconds).toBeGreaterThan(2.5);
    expect(video.durationSeconds).toBeLessThan(3.5);
    expect(video.path).toMatch(/\.mp4$/);
    expect(video.posterPath).toMatch(/-poster\.jpg$/);
    expect(video.originalPath).not.toBe(video.path);

    const mp4 = await fetchStored(`/uploads/${video.path}`);
    expect(mp4.status).toBe(200);
    const bytes = Buffer.from(await mp4.arrayBuffer());
    expect(bytes.length).toBe(video.size);
    // +faststart: the index (moov) comes before the pictures (mdat), so playback starts at once.
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
    const copy = path.join(folder, `${member.user.id}.mp4`);
    await writeFile(copy, bytes);
    const made = await probeOf(copy);
    expect(made.streams.map((s) => s.codec_name).sort()).toEqual(["aac", "h264"]);
    expect(made.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 720, height: 960 });

    const poster = await fetchStored(`/uploads/${video.posterPath}`);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await poster.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Played in pieces: a Range request is answered 206 with those bytes.
    const piece = await fetchStored(`/uploads/${video.path}`, { range: "bytes=100-199" });
    expect(piece.status).toBe(206);
    expect(piece.headers.get("content-range")).toBe(`bytes 100-199/${video.size}`);
    expect(Buffer.from(await piece.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const shown = await findPublicUser(member.user.id);
    expect(shown?.additionalDetails.videos).toEqual([
      {
        url: `/uploads/${video.path}`,
        status: "ready",
        posterUrl: `/uploads/${video.posterPath}`,
        durationSeconds: video.durationSeconds,
        width: 720,
        height: 960,
        failure: null,
      },
    ]);
    // The original is named to nobody: not in the public answer.
    expect(JSON.stringify(shown)).not.toContain(video.originalPath!);
  });

  it("keeps the original 30 days after the MP4 is ready, then removes it", async () => {
    const member = await createMember();
    const video = await saveReel(member, phoneClip, "phone.mov");
    const original = video.originalPath!;
    expect(await storedPaths(sandbox.files)).toContain(original);
    await sweepVideoOriginals();
    expect(await storedPaths(sandbox.files)).toContain(original);
    await db().media.update({ where: { id: video.id }, data: { processedAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await sweepVideoOriginals()).toBeGreaterThanOrEqual(1);
    expect(await storedPaths(sandbox.files)).not.toContain(original);
    expect(await db().media.findUniqueOrThrow({ where: { id: video.id } })).toMatchObject({ originalPath: null });
    expect(await storedPaths(sandbox.files)).toContain(video.path);
  });

  it.each([
    ["over the length limit", () => longClip, "tooLong", "It is 2 minutes long; a video may be at most 1 minute."],
    ["with no picture", () => soundOnly, "noVideo", "The file has no video in it."],
    ["that is no video ffprobe can read", () => MP4, "unreadable", "The file could not be read as a video"],
  ])("%s is refused: the row says why, and the member is told by bell and mail", async (_, file, failure, words) => {
    const member = await createMember({ listed: true });
    const before = (await outbox(sandbox.outbox)).length;
    const video = await saveReel(member, file());
    expect(video).toMatchObject({ status: "FAILED", failure, posterPath: null, originalPath: null });
    const [notice] = await db().notification.findMany({ where: { userId: member.user.id } });
    expect(notice.title).toBe("Your profile video could not be used");
    expect(notice.body).toContain(words);
    const mails = (await outbox(sandbox.outbox)).slice(before).filter((m) => m.to.includes(member.user.email));
    expect(mails.map((m) => m.subject)).toContain("Your profile video could not be used");
    expect((await findPublicUser(member.user.id))?.additionalDetails.videos).toEqual([]);

    // Kept, for its owner to see why, for VIDEO_ORIGINAL_DAYS; then removed, row and file.
    await sweepVideoOriginals();
    expect(await storedPaths(sandbox.files)).toContain(video.path);
    await db().media.update({ where: { id: video.id }, data: { processedAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await sweepVideoOriginals()).toBeGreaterThanOrEqual(1);
    expect(await db().media.findUnique({ where: { id: video.id } })).toBeNull();
    expect(await storedPaths(sandbox.files)).not.toContain(video.path);
  });
});

describe("a self-tape", () => {
  it("is shown to the casting team as processing, then with its poster and length", async () => {
    const hirer = await createHirer();
    const call = await postTestCall(hirer, { requiresSelfTape: true });
    const member = await createMember({ listed: true });
    const applied = await applyRoute(
      multipartRequest(
        `/api/calls/${call.id}/applications`,
        { roleId: call.roles[0].id },
        { selfTape: { name: "tape.mov", type: "video/quicktime", data: phoneClip } },
        { authorization: member.bearer },
      ),
      params(call.id),
    );
    expect(applied.status, await applied.clone().text()).toBe(201);
    const triage = async () => {
      const answer = await applicationsRoute(
        new Request(`http://localhost/api/calls/${call.id}/applications`, {
          headers: { authorization: hirer.bearer },
        }),
        params(call.id),
      );
      const { data } = (await answer.json()) as {
        data: { applications: { selfTapeVideo: { status: string; posterUrl: string | null } }[] };
      };
      return data.applications[0].selfTapeVideo;
    };
    expect((await triage()).status).toMatch(/^(processing|ready)$/);
    await backgroundIdle();
    expect(await triage()).toMatchObject({ status: "ready", width: 720, height: 960 });
    expect((await triage()).posterUrl).toMatch(/-poster\.jpg$/);
  });
});

/** A video saved and waiting, as a save leaves it (its job not yet run). */
async function waitingVideo(member: Member, createdAt: Date, extra: object = {}) {
  const stored = `u/${member.user.id}/${createdAt.getTime()}.mp4`;
  await sandbox.files.put(stored, MP4);
  return db().media.create({
    data: {
      userId: member.user.id,
      kind: "VIDEO",
      path: stored,
      mimeType: "video/mp4",
      size: MP4.length,
      status: "PROCESSING",
      createdAt,
      ...extra,
    },
  });
}

describe("the transcoding queue", () => {
  it("takes a video again once its claim has lapsed, and refuses one that failed three times", async () => {
    const member = await createMember();
    const lost = await waitingVideo(member, new Date(Date.now() - 7200_000), {
      claimedAt: new Date(Date.now() - 3600_000),
      attempts: 1,
    });
    const taken = await prepareNextVideo();
    expect(taken).toEqual({ id: lost.id, outcome: "unreadable" });
    const spent = await waitingVideo(member, new Date(Date.now() - 7000_000), {
      claimedAt: new Date(Date.now() - 3600_000),
      attempts: 3,
    });
    const claimedNow = await waitingVideo(member, new Date(Date.now() - 6000_000), { claimedAt: new Date() });
    expect(await prepareNextVideo()).toEqual({ id: spent.id, outcome: "unreadable" });
    // A claim still running in another process is left alone.
    expect(await prepareNextVideo()).toBeUndefined();
    expect(await db().media.findUniqueOrThrow({ where: { id: claimedNow.id } })).toMatchObject({
      status: "PROCESSING",
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, two processes", () => {
  it("never take the same video: one being taken is skipped, not waited for", async () => {
    const member = await createMember();
    const first = await waitingVideo(member, new Date(Date.now() - 60_000));
    const second = await waitingVideo(member, new Date(Date.now() - 30_000));
    const result = await finishesWhileOtherHolds(
      sandbox.t.db.sql,
      (other) => other.exec(`SELECT 1 FROM "Media" WHERE "id" = '${first.id}' FOR UPDATE`),
      () => prepareNextVideo(),
    );
    expect(result).toEqual({ id: second.id, outcome: "unreadable" });
    expect(await prepareNextVideo()).toEqual({ id: first.id, outcome: "unreadable" });
  });

  it("refuse a video only after a save of its member that replaces it, which then wins without a deadlock", async () => {
    const member = await createMember();
    const video = await waitingVideo(member, new Date(Date.now() - 90_000));
    const save = sandbox.t.db.sql;
    await save.exec("BEGIN");
    try {
      // A save holds the member, as lib/media/commit-media.ts does, while the job comes to refuse the video…
      await save.exec(`SELECT 1 FROM "User" WHERE "id" = '${member.user.id}' FOR UPDATE`);
      const taking = prepareNextVideo();
      await lockWaiters(1);
      // …and then replaces it: the job must not be holding the video's row by now.
      await save.exec(`DELETE FROM "Media" WHERE "id" = '${video.id}'`);
      await save.exec("COMMIT");
      expect(await taking).toEqual({ id: video.id, outcome: "superseded" });
    } catch (error) {
      await save.exec("ROLLBACK");
      throw error;
    }
    expect(await db().notification.count({ where: { userId: member.user.id } })).toBe(0);
  });
});
