import "server-only";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Db } from "../../lib/server/db.ts";
import type { Prisma } from "../../lib/generated/prisma/client.ts";
import { config } from "../../lib/server/config.ts";
import type { Storage } from "../../lib/storage/index.ts";
import { newStoredPath } from "../../lib/storage/paths.ts";
import { DEMO_DOMAIN } from "./people.ts";

// Demo videos: self-tapes on the applications to the calls that ask for one, and show reels on the fixed demo
// artists' profiles. Each is a few seconds of one of ffmpeg's test pictures with a tone, made here as a phone
// would send it (MPEG-4 in a QuickTime file) and stored PROCESSING, as a save leaves a video: the server's
// job (lib/media/video-processing.ts, run at start) makes their MP4s and posters, as it does for members'.
// Without ffmpeg there are no demo videos.

const run = promisify(execFile);

/** The test pictures the demo videos show, each with its own tone. */
const SOURCES = [
  ["testsrc2=size=640x360:rate=25", 330],
  ["smptehdbars=size=640x360:rate=25", 440],
  ["mandelbrot=size=640x360:rate=25", 523],
  ["life=size=640x360:rate=25:mold=10:ratio=0.2:death_color=#1f2133:life_color=#e8590c", 262],
] as const;
const SECONDS = 4;
/** The fixed demo artists whose profiles have a show reel. */
const REEL_LOGINS = [`artist.female${DEMO_DOMAIN}`, `artist${DEMO_DOMAIN}`];
const TAPES = 8;

/** The demo clips, as a phone would send them; undefined without ffmpeg. */
export async function renderClips(): Promise<Buffer[] | undefined> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "cf-seed-video-"));
  try {
    return await Promise.all(
      SOURCES.map(async ([source, tone], i) => {
        const file = path.join(folder, `${i}.mov`);
        await run(config.ffmpegPath, [
          ...["-v", "error", "-y", "-f", "lavfi", "-i", source, "-f", "lavfi", "-i", `sine=frequency=${tone}`],
          ...["-t", String(SECONDS), "-c:v", "mpeg4", "-q:v", "5", "-c:a", "aac", "-f", "mov", file],
        ]);
        return readFile(file);
      }),
    );
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "ffmpeg is not installed" : String(error);
    console.warn(`[seed] no demo videos: ${reason}`);
    return undefined;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Stores the demo videos and their rows; answers how many (none when they are there already, or without ffmpeg). */
export async function seedVideos(prisma: Db, files: Storage): Promise<number> {
  const demo = { user: { email: { endsWith: DEMO_DOMAIN } } };
  if (await prisma.media.count({ where: { kind: { in: ["VIDEO", "SELF_TAPE"] }, ...demo } })) return 0;
  const [applications, reels] = await Promise.all([
    prisma.application.findMany({
      where: { call: { requiresSelfTape: true }, selfTapeId: null, applicant: { email: { endsWith: DEMO_DOMAIN } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: TAPES,
      select: { id: true, applicantId: true, createdAt: true },
    }),
    prisma.user.findMany({ where: { email: { in: REEL_LOGINS } }, select: { id: true, createdAt: true } }),
  ]);
  if (!applications.length && !reels.length) return 0;
  const clips = await renderClips();
  if (!clips) return 0;

  let n = 0;
  const row = (userId: string, kind: "VIDEO" | "SELF_TAPE", createdAt: Date) => {
    const data = clips[n++ % clips.length];
    const stored = newStoredPath(userId, "mov");
    return {
      put: files.put(stored, data),
      data: {
        userId,
        kind,
        path: stored,
        mimeType: "video/quicktime",
        size: data.length,
        status: "PROCESSING",
        createdAt,
      },
    } satisfies { put: Promise<void>; data: Prisma.MediaUncheckedCreateInput };
  };
  const tapes = applications.map((a) => ({ application: a.id, ...row(a.applicantId, "SELF_TAPE", a.createdAt) }));
  const shows = reels.map((r) => row(r.id, "VIDEO", r.createdAt));
  await Promise.all([...tapes, ...shows].map((v) => v.put));
  await prisma.$transaction(async (tx) => {
    for (const tape of tapes) {
      const { id } = await tx.media.create({ data: tape.data, select: { id: true } });
      await tx.application.update({ where: { id: tape.application }, data: { selfTapeId: id } });
    }
    await tx.media.createMany({ data: shows.map((s) => s.data) });
  });
  return tapes.length + shows.length;
}
