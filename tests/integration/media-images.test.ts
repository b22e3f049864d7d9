import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/uploads/[...path]/route";
import { backgroundIdle } from "@/lib/server/background";
import { processImage } from "@/lib/media/images";
import { diskStorage, setStorage } from "@/lib/storage";
import { watermarkBox } from "@/lib/media/client/watermark";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { createMember, exifHasGps, noisyPhotoWithGps, saveUpload, solidPng, uploadRequest } from "../helpers/media";

let t: TestDatabase;
let userId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  process.env.UPLOAD_TMP_DIR = await tempDir("upload-tmp");
  setStorage(diskStorage(await tempDir("uploads")));
  userId = await createMember(t.db.prisma);
});
afterAll(async () => {
  setStorage(undefined);
  delete process.env.UPLOAD_TMP_DIR;
  await t?.drop();
});

async function fetchStored(storedPath: string): Promise<Response> {
  return GET(new Request(`http://castfolio.test/uploads/${storedPath}`), {
    params: Promise.resolve({ path: storedPath.split("/") }),
  });
}

async function uploadOne(field: string, data: Buffer, filename: string, type: string) {
  const before = new Set((await t.db.prisma.media.findMany({ select: { id: true } })).map((m) => m.id));
  const answer = await saveUpload(uploadRequest([{ name: field, file: { data, filename, type } }]), userId);
  expect(answer).toEqual({ status: 200 });
  await backgroundIdle(); // the variants' job
  const rows = await t.db.prisma.media.findMany({ where: { userId } });
  return rows.find((row) => !before.has(row.id))!;
}

/** Mean absolute difference of the RGB pixels of two same-sized images inside a box. */
async function meanDifference(
  a: Buffer,
  b: Buffer,
  box: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).removeAlpha().extract(box).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe("pictures are re-encoded, bounded and watermarked on the server", () => {
  it("turns a 5 MB photo with EXIF and GPS into a watermarked picture of at most 1024 px with no metadata", async () => {
    const photo = await noisyPhotoWithGps();
    expect(photo.length).toBeGreaterThanOrEqual(5_000_000);
    const source = await sharp(photo).metadata();
    expect(source.width).toBeGreaterThan(1024);
    expect(exifHasGps(source.exif!)).toBe(true);

    const row = await uploadOne("image1", photo, "holiday.jpg", "image/jpeg");
    expect(row.kind).toBe("IMAGE");
    const response = await fetchStored(row.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const stored = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width, meta.height)).toBe(1024);
    expect([row.width, row.height]).toEqual([meta.width, meta.height]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("CastfolioTestCam")).toBe(false);
    expect(stored.includes("Exif\0")).toBe(false);

    // Same picture through the same pipeline without the watermark: the mark's place differs; the centre,
    // where a face is, and the opposite corner do not.
    const plain = (await processImage(photo, { watermark: false })).data;
    const box = watermarkBox(meta.width, meta.height);
    const mark = { left: box.left, top: box.top, width: box.width, height: box.height };
    const centre = {
      left: Math.floor(meta.width / 4),
      top: Math.floor(meta.height / 4),
      width: Math.floor(meta.width / 2),
      height: Math.floor(meta.height / 2),
    };
    const corner = { left: 0, top: 0, width: 96, height: 96 };
    const markDiff = await meanDifference(stored, plain, mark);
    expect(markDiff).toBeGreaterThan(8);
    expect(markDiff).toBeGreaterThan((await meanDifference(stored, plain, centre)) * 4);
    expect(markDiff).toBeGreaterThan((await meanDifference(stored, plain, corner)) * 4);

    for (const [variant, side] of [
      [row.cardPath!, 400],
      [row.galleryPath!, 1024],
    ] as const) {
      const answer = await fetchStored(variant);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      const v = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(v.format).toBe("webp");
      expect(Math.max(v.width, v.height)).toBe(side);
      expect(v.exif).toBeUndefined();
    }
  });

  it("applies the watermark on a plain picture where it shows clearly: low in the middle, the rest untouched", async () => {
    const dark = await solidPng(800, 600, "#202020");
    const row = await uploadOne("profilePic", dark, "me.png", "image/png");
    const stored = Buffer.from(await (await fetchStored(row.path)).arrayBuffer());
    const { channels } = await sharp(stored).stats();
    expect(channels[0].max).toBeGreaterThan(150);
    const region = async (left: number, top: number, width: number, height: number) =>
      (await sharp(await sharp(stored).extract({ left, top, width, height }).png().toBuffer()).stats()).channels[0].max;
    const box = watermarkBox(800, 600);
    expect(await region(box.left, box.top, box.width, box.height)).toBeGreaterThan(150);
    expect(await region(0, 0, 50, 50)).toBeLessThan(60);
    expect(await region(200, 150, 400, 300)).toBeLessThan(60);
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.profilePic).toBe(row.path);
  });

  it("keeps transparency as PNG, stores opaque canvas PNGs as JPEG, and stands EXIF-rotated photos upright", async () => {
    const transparent = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.3 } },
    })
      .png()
      .toBuffer();
    expect((await uploadOne("image1", transparent, "a.png", "image/png")).mimeType).toBe("image/png");
    const opaque = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 90, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect((await uploadOne("image1", opaque, "b.png", "image/png")).mimeType).toBe("image/jpeg");
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const row = await uploadOne("image1", sideways, "c.jpg", "image/jpeg");
    expect([row.width, row.height]).toEqual([200, 300]);
  });

  it("accepts GIF and WebP pictures and keeps their image positions in order", async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#c00" } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#0c0" } })
      .webp()
      .toBuffer();
    const answer = await saveUpload(
      uploadRequest([
        { name: "image1", file: { data: gif, filename: "a.gif", type: "image/gif" } },
        { name: "image2", file: { data: webp, filename: "b.webp", type: "image/webp" } },
      ]),
      userId,
    );
    expect(answer.status).toBe(200);
    const images = await t.db.prisma.media.findMany({ where: { userId, kind: "IMAGE" }, orderBy: { position: "asc" } });
    expect(images.map((m) => m.position)).toEqual(images.map((_, i) => i));
  });
});
