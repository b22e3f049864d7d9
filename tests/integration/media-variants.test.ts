import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundIdle } from "@/lib/server/background";
import { startWorker, stopJobs } from "@/lib/jobs/queue";
import { commitMedia } from "@/lib/media";
import { processImage } from "@/lib/media/images";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { makeStoredVariants, queueMissingVariants } from "@/lib/media/variants";
import { findPublicUser } from "@/lib/profiles/public";
import { closeAllRedis } from "@/lib/server/redis";
import { reindexMember } from "@/lib/search/reindex";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { createMember, saveUpload, solidPng, uploadRequest } from "../helpers/media";
import { OwnRedis } from "../helpers/redis-server";

// A saved picture's card and gallery variants are made by a job after the save has answered; until then
// the card shows the stored picture. A job that runs twice leaves one set of files; a lost one is queued
// again by the hourly run.

let t: TestDatabase;
let files: Storage;
let userId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  process.env.UPLOAD_TMP_DIR = await tempDir("upload-tmp");
  files = diskStorage(await tempDir("uploads"));
  setStorage(files);
  userId = await createMember(t.db.prisma, "Variant Member");
});
afterAll(async () => {
  setStorage(undefined);
  delete process.env.UPLOAD_TMP_DIR;
  await t?.drop();
});

const stored = async (path: string) => {
  const file = await files.read(path);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : undefined;
};
const storedPaths = async () => {
  const paths: string[] = [];
  for await (const entry of files.list(`u/${userId}/`)) paths.push(entry.path);
  return paths.sort();
};
const profilePicture = () => t.db.prisma.media.findFirstOrThrow({ where: { userId, kind: "PROFILE_PIC" } });
const headerPicture = async () => (await findPublicUser(userId))?.headerPictures.profile;
const cardPic = async () =>
  (await t.db.prisma.searchProfile.findUniqueOrThrow({ where: { userId }, select: { cardPic: true } })).cardPic;

/** A picture row as a save leaves it, without variants, stored and committed (its job not yet run). */
async function pictureWithoutVariants(kind: "PROFILE_PIC" | "IMAGE" = "IMAGE") {
  const picture = await processImage(await solidPng(900, 600, "#884422"));
  const path = `u/${userId}/direct-${Date.now()}.${picture.ext}`;
  await files.put(path, picture.data);
  return t.db.prisma.media.create({
    data: {
      userId,
      kind,
      path,
      mimeType: picture.mime,
      size: picture.data.length,
      width: picture.width,
      height: picture.height,
      createdAt: new Date(Date.now() - 3_600_000),
    },
  });
}

describe("with Redis and no worker running: the save answers, the job waits", () => {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = await OwnRedis.start();
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    await stopJobs();
    await closeAllRedis();
    delete process.env.REDIS_URL;
    await redis?.kill();
  });

  it("stores the picture without variants, card and profile show it, and a worker then makes and records them", async () => {
    const answer = await saveUpload(
      uploadRequest([
        { name: "profilePic", file: { data: await solidPng(800, 600), filename: "me.png", type: "image/png" } },
      ]),
      userId,
    );
    expect(answer).toEqual({ status: 200 });
    await backgroundIdle(); // the job is in Redis now
    await reindexMember(t.db.prisma, userId); // as the picture route does in its transaction
    const saved = await profilePicture();
    expect([saved.cardPath, saved.galleryPath]).toEqual([null, null]);
    expect(await storedPaths()).toEqual([saved.path]);
    expect(await cardPic()).toBe(saved.path);
    expect(await headerPicture()).toBe(saved.path);

    startWorker();
    const deadline = Date.now() + 15_000;
    while (!(await profilePicture()).cardPath && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const done = await profilePicture();
    expect(done.path).toBe(saved.path);
    const card = await sharp(await stored(done.cardPath!)).metadata();
    const gallery = await sharp(await stored(done.galleryPath!)).metadata();
    expect([card.format, card.width, card.height]).toEqual(["webp", 400, 400]);
    expect([gallery.format, gallery.width, gallery.height]).toEqual(["webp", 800, 600]);
    expect(await cardPic()).toBe(done.cardPath);
    expect(await headerPicture()).toBe(done.cardPath); // the 400 px card for the 160 px avatar
    expect(await storedPaths()).toEqual([done.path, done.cardPath!, done.galleryPath!].sort());
  });
});

describe("without Redis", () => {
  it("makes the variants after the save, in this process", async () => {
    const answer = await saveUpload(
      uploadRequest([
        { name: "image1", file: { data: await solidPng(640, 480), filename: "a.png", type: "image/png" } },
      ]),
      userId,
    );
    expect(answer).toEqual({ status: 200 });
    await backgroundIdle();
    const [image] = await t.db.prisma.media.findMany({ where: { userId, kind: "IMAGE" } });
    expect(image.cardPath).toMatch(/-card\.webp$/);
    expect(image.galleryPath).toMatch(/-gallery\.webp$/);
  });

  it("run twice at once, records one set of variants and leaves no stray files", async () => {
    const row = await pictureWithoutVariants();
    const outcomes = await Promise.all([makeStoredVariants(row.id), makeStoredVariants(row.id)]);
    expect(outcomes.sort()).toEqual(["made", "superseded"]);
    const after = await t.db.prisma.media.findUniqueOrThrow({ where: { id: row.id } });
    const mine = (await storedPaths()).filter((p) => [row.path, after.cardPath, after.galleryPath].includes(p));
    expect(mine).toHaveLength(3);
    const strays = (await storedPaths()).filter((p) => p.endsWith("-card.webp") || p.endsWith("-gallery.webp"));
    const referenced = new Set(
      (await t.db.prisma.media.findMany({ where: { userId } })).flatMap((m) => [m.cardPath, m.galleryPath]),
    );
    expect(strays.filter((p) => !referenced.has(p))).toEqual([]);
    expect(await makeStoredVariants(row.id)).toBe("not needed");
  });

  it("does nothing for a picture removed before its job ran", async () => {
    const row = await pictureWithoutVariants();
    await commitMedia(userId, [], (m) => m.remove({ ids: [row.id] }));
    expect(await makeStoredVariants(row.id)).toBe("not needed");
  });

  it("shows the stored picture on the card until the card variant exists", async () => {
    const row = await pictureWithoutVariants("PROFILE_PIC");
    await t.db.prisma.media.deleteMany({ where: { userId, kind: "PROFILE_PIC", id: { not: row.id } } });
    await reindexMember(t.db.prisma, userId);
    expect(await cardPic()).toBe(row.path);
    await makeStoredVariants(row.id);
    const after = await t.db.prisma.media.findUniqueOrThrow({ where: { id: row.id } });
    expect(await cardPic()).toBe(after.cardPath);
  });

  it("queues again the variants of a picture whose job was lost, and only those that waited long", async () => {
    const lost = await pictureWithoutVariants();
    const fresh = await t.db.prisma.media.update({
      where: { id: (await pictureWithoutVariants()).id },
      data: { createdAt: new Date() },
    });
    expect(await queueMissingVariants()).toBe(1);
    await backgroundIdle();
    const [a, b] = await Promise.all(
      [lost.id, fresh.id].map((id) => t.db.prisma.media.findUniqueOrThrow({ where: { id } })),
    );
    expect(a.cardPath).not.toBeNull();
    expect(b.cardPath).toBeNull();
  });
});
