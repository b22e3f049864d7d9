import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage, type Storage } from "@/lib/storage";
import { storedPaths, tempDir } from "../helpers/files";
import { startLocalS3 } from "../helpers/s3";

async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

// The same behaviour from every driver: what the upload pipeline and the file route rely on.
function storageContract(name: string, open: () => Promise<{ files: Storage; stop: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let files: Storage;
    let stop: () => Promise<void>;
    beforeAll(async () => {
      ({ files, stop } = await open());
    });
    afterAll(async () => stop?.());

    it("stores bytes and reads them back whole or by byte range", async () => {
      const data = randomBytes(10_000);
      await files.put("u/m1/a.jpg", data);
      expect(await files.size("u/m1/a.jpg")).toBe(10_000);
      const whole = await files.read("u/m1/a.jpg");
      expect(whole?.size).toBe(10_000);
      expect((await bytesOf(whole!.body)).equals(data)).toBe(true);
      const part = await files.read("u/m1/a.jpg", { start: 100, end: 199 });
      expect(part?.size).toBe(10_000);
      expect((await bytesOf(part!.body)).equals(data.subarray(100, 200))).toBe(true);
    });

    it("stores a local file without reading it into memory first", async () => {
      const data = randomBytes(3 * 1024 * 1024);
      const local = path.join(await tempDir("local"), "video.part");
      await writeFile(local, data);
      await files.putFile("u/m1/reel.mp4", local);
      expect(await files.size("u/m1/reel.mp4")).toBe(data.length);
      expect((await bytesOf((await files.read("u/m1/reel.mp4"))!.body)).equals(data)).toBe(true);
    });

    it("answers undefined for a missing file, and removing it twice is fine", async () => {
      expect(await files.size("u/m1/missing.pdf")).toBeUndefined();
      expect(await files.read("u/m1/missing.pdf")).toBeUndefined();
      await files.put("u/m1/doc.pdf", Buffer.from("%PDF-1.4"));
      await files.remove("u/m1/doc.pdf");
      await files.remove("u/m1/doc.pdf");
      expect(await files.size("u/m1/doc.pdf")).toBeUndefined();
    });

    it("gives a file a second name that outlives the first", async () => {
      await files.put("seed-pool/x.webp", Buffer.from("RIFF0000WEBP"));
      await files.alias("seed-pool/x.webp", "u/m2/x-card.webp");
      await files.remove("seed-pool/x.webp");
      expect(await files.size("u/m2/x-card.webp")).toBe(12);
    });

    it("lists stored paths under a prefix", async () => {
      await files.put("u/m3/one.jpg", Buffer.from("1"));
      await files.put("u/m3/two.jpg", Buffer.from("2"));
      await files.put("u/m30/other.jpg", Buffer.from("3"));
      expect(await storedPaths(files, "u/m3/")).toEqual(["u/m3/one.jpg", "u/m3/two.jpg"]);
    });

    it("refuses paths that could leave its root", async () => {
      for (const bad of ["../escape.jpg", "/etc/passwd", "u/../../x.jpg", "u//x.jpg", "u/./x.jpg", ".hidden"]) {
        await expect(files.put(bad, Buffer.from("x")), bad).rejects.toThrow(/Unsafe stored path/);
      }
    });
  });
}

storageContract("disk", async () => ({ files: diskStorage(await tempDir("disk-storage")), stop: async () => {} }));
storageContract("S3", startLocalS3);
