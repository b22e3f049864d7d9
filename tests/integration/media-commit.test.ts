import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backgroundIdle } from "@/lib/server/background";
import { commitMedia, parseUpload, prepareMedia, PROFILE_FORM_RULES, type PendingMedia } from "@/lib/media";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { startLocalS3, type LocalS3 } from "../helpers/s3";
import { storedPaths, tempDir } from "../helpers/files";
import { createMember, MP4, PDF, saveUpload, solidPng, uploadRequest, type Part } from "../helpers/media";

let t: TestDatabase;
let root: string;
let tmp: string;
let files: Storage;
let userId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  tmp = await tempDir("upload-tmp");
  process.env.UPLOAD_TMP_DIR = tmp;
  root = await tempDir("uploads");
  files = diskStorage(root);
  setStorage(files);
});
beforeEach(async () => {
  userId = await createMember(t.db.prisma);
});
afterAll(async () => {
  setStorage(undefined);
  delete process.env.UPLOAD_TMP_DIR;
  await t?.drop();
});

const video = (tag: string): Part => ({
  name: "videoUpload",
  file: { data: Buffer.concat([MP4, Buffer.from(tag)]), filename: "reel.mp4", type: "video/mp4" },
});
const portfolio = (tag: string): Part => ({
  name: "pdfUpload",
  file: { data: Buffer.concat([PDF, Buffer.from(tag)]), filename: "cv.pdf", type: "application/pdf" },
});
const mediaOf = (kind?: "VIDEO" | "PORTFOLIO" | "IMAGE" | "PROFILE_PIC") =>
  t.db.prisma.media.findMany({ where: { userId, ...(kind ? { kind } : {}) }, orderBy: { position: "asc" } });
const onDisk = (storedPath: string) => existsSync(path.join(root, storedPath));

/** Parses and prepares an upload for the current member, as a route would before committing. */
async function pending(parts: Part[]): Promise<{ media: PendingMedia[]; cleanup: () => Promise<void> }> {
  const upload = await parseUpload(uploadRequest(parts), PROFILE_FORM_RULES);
  return { media: await prepareMedia(userId, upload.files), cleanup: upload.cleanup };
}

describe("one video and one portfolio per member", () => {
  it("replaces the video and the portfolio, deleting the old files once the new ones are saved", async () => {
    expect((await saveUpload(uploadRequest([video("first"), portfolio("first")]), userId)).status).toBe(200);
    const [oldVideo] = await mediaOf("VIDEO");
    const [oldPortfolio] = await mediaOf("PORTFOLIO");
    expect(onDisk(oldVideo.path) && onDisk(oldPortfolio.path)).toBe(true);

    expect((await saveUpload(uploadRequest([video("second"), portfolio("second")]), userId)).status).toBe(200);
    const videos = await mediaOf("VIDEO");
    const portfolios = await mediaOf("PORTFOLIO");
    expect(videos).toHaveLength(1);
    expect(portfolios).toHaveLength(1);
    expect(videos[0].path).not.toBe(oldVideo.path);
    expect(videos[0].path).toMatch(/^u\/[^/]+\/[0-9a-f-]{36}\.mp4$/);
    expect(portfolios[0].path).toMatch(/\.pdf$/);
    expect(onDisk(videos[0].path) && onDisk(portfolios[0].path)).toBe(true);
    expect(onDisk(oldVideo.path)).toBe(false);
    expect(onDisk(oldPortfolio.path)).toBe(false);
    expect(await storedPaths(files, `u/${userId}/`)).toEqual([videos[0].path, portfolios[0].path].sort());
    expect(await readdir(tmp)).toEqual([]);
  });

  it("keeps the old video when a save sends no new one, and appends images in order", async () => {
    await saveUpload(uploadRequest([video("kept")]), userId);
    const png = { data: await solidPng(), filename: "a.png", type: "image/png" };
    await saveUpload(uploadRequest([{ name: "image1", file: png }]), userId);
    await saveUpload(
      uploadRequest([
        { name: "image1", file: png },
        { name: "image2", file: png },
      ]),
      userId,
    );
    expect(await mediaOf("VIDEO")).toHaveLength(1);
    expect((await mediaOf("IMAGE")).map((m) => m.position)).toEqual([0, 1, 2]);
  });

  it("leaves one video when two saves of the same member race", async () => {
    const answers = await Promise.all([
      saveUpload(uploadRequest([video("a")]), userId),
      saveUpload(uploadRequest([video("b")]), userId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const videos = await mediaOf("VIDEO");
    expect(videos).toHaveLength(1);
    expect(await storedPaths(files, `u/${userId}/`)).toEqual([videos[0].path]);
  });
});

describe("a failed save stores nothing and loses nothing", () => {
  it("deletes the new files and keeps the old ones when the database write fails", async () => {
    await saveUpload(uploadRequest([video("old")]), userId);
    const before = await storedPaths(files, `u/${userId}/`);
    const { media, cleanup } = await pending([
      video("new"),
      { name: "image1", file: { data: await solidPng(), filename: "a.png", type: "image/png" } },
    ]);
    try {
      await expect(
        commitMedia(userId, media, async (m) => {
          await m.attach(media);
          throw new Error("profile row refused");
        }),
      ).rejects.toThrow("profile row refused");
    } finally {
      await cleanup();
    }
    expect(await storedPaths(files, `u/${userId}/`)).toEqual(before);
    expect((await mediaOf()).map((m) => m.path)).toEqual(before);
    expect(await readdir(tmp)).toEqual([]);
  });

  it("deletes what was stored when storing one of the files fails, and writes nothing", async () => {
    const { media, cleanup } = await pending([
      video("v"),
      portfolio("p"),
      { name: "image1", file: { data: await solidPng(), filename: "a.png", type: "image/png" } },
    ]);
    let writes = 0;
    const flaky: Storage = {
      ...files,
      put: async (p, data) => {
        if (++writes === 2) throw new Error("disk full");
        return files.put(p, data);
      },
      putFile: async (p, local) => {
        if (++writes === 2) throw new Error("disk full");
        return files.putFile(p, local);
      },
    };
    let wrote = false;
    try {
      await expect(
        commitMedia(userId, media, () => Promise.resolve(void (wrote = true)), { files: flaky }),
      ).rejects.toThrow("disk full");
    } finally {
      await cleanup();
    }
    expect(wrote).toBe(false);
    expect(await storedPaths(files, `u/${userId}/`)).toEqual([]);
    expect(await mediaOf()).toEqual([]);
  });

  it("refuses to record files for a member who does not exist, and deletes them", async () => {
    const { media, cleanup } = await pending([portfolio("ghost")]);
    try {
      await expect(commitMedia("no-such-member", media, (m) => m.attach(media))).rejects.toThrow(/No member/);
    } finally {
      await cleanup();
    }
    expect(await storedPaths(files, "u/no-such-member/")).toEqual([]);
  });

  it("deletes stored files that the write never attached", async () => {
    const { media, cleanup } = await pending([video("v"), portfolio("p")]);
    try {
      await commitMedia(userId, media, (m) => m.attach(media.filter((x) => x.kind === "VIDEO")));
    } finally {
      await cleanup();
    }
    const rows = await mediaOf();
    expect(rows.map((r) => r.kind)).toEqual(["VIDEO"]);
    expect(await storedPaths(files, `u/${userId}/`)).toEqual([rows[0].path]);
  });
});

describe("deleting a picture", () => {
  it("removes the row, clears the user's picture and deletes its files after the commit", async () => {
    await saveUpload(
      uploadRequest([{ name: "profilePic", file: { data: await solidPng(), filename: "me.png", type: "image/png" } }]),
      userId,
    );
    await backgroundIdle(); // the variants' job
    const [pic] = await mediaOf("PROFILE_PIC");
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).profilePic).toBe(pic.path);
    expect([pic.path, pic.cardPath!, pic.galleryPath!].every(onDisk)).toBe(true);

    const removed = await commitMedia(userId, [], (m) => m.remove({ kind: "PROFILE_PIC" }));
    expect(removed).toBe(1);
    expect(await mediaOf("PROFILE_PIC")).toEqual([]);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).profilePic).toBeNull();
    expect([pic.path, pic.cardPath!, pic.galleryPath!].some(onDisk)).toBe(false);
  });
});

describe("on S3 storage", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
    setStorage(s3.files);
  });
  afterAll(async () => {
    setStorage(files);
    await s3?.stop();
  });

  it("replaces the video and portfolio objects and deletes the old ones", async () => {
    await saveUpload(
      uploadRequest([
        video("one"),
        portfolio("one"),
        { name: "image1", file: { data: await solidPng(), filename: "a.png", type: "image/png" } },
      ]),
      userId,
    );
    await backgroundIdle();
    const first = await mediaOf();
    expect(await storedPaths(s3.files, `u/${userId}/`)).toHaveLength(5);
    await saveUpload(uploadRequest([video("two"), portfolio("two")]), userId);
    const now = await mediaOf();
    const kept = now.filter((m) => m.kind === "IMAGE").flatMap((m) => [m.path, m.cardPath!, m.galleryPath!]);
    const current = now.filter((m) => m.kind !== "IMAGE").map((m) => m.path);
    expect(current).toHaveLength(2);
    expect(await storedPaths(s3.files, `u/${userId}/`)).toEqual([...kept, ...current].sort());
    for (const old of first.filter((m) => m.kind !== "IMAGE")) expect(await s3.files.size(old.path)).toBeUndefined();
    expect(await readdir(tmp)).toEqual([]);
  });
});
