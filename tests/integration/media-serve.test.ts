import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/uploads/[...path]/route";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { tempDir } from "../helpers/files";
import { startLocalS3 } from "../helpers/s3";

const request = (segments: string[], init: RequestInit = {}, handler = GET) =>
  handler(new Request(`http://castfolio.test/uploads/${segments.join("/")}`, init), {
    params: Promise.resolve({ path: segments }),
  });

// The file route, identical over both drivers.
function serveContract(name: string, open: () => Promise<{ files: Storage; stop: () => Promise<void> }>) {
  describe(`/uploads/... from ${name} storage`, () => {
    const video = randomBytes(1000);
    let stop: () => Promise<void>;
    beforeAll(async () => {
      const opened = await open();
      stop = opened.stop;
      setStorage(opened.files);
      await opened.files.put("u/m1/reel.mp4", video);
      await opened.files.put("u/m1/cv.pdf", Buffer.from("%PDF-1.4 portfolio"));
      await opened.files.put("u/m1/pic.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    });
    afterAll(async () => {
      setStorage(undefined);
      await stop?.();
    });

    it("serves a video whole with its type, nosniff and a year of caching", async () => {
      const answer = await request(["u", "m1", "reel.mp4"]);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("video/mp4");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("accept-ranges")).toBe("bytes");
      expect(answer.headers.get("content-length")).toBe("1000");
      expect(answer.headers.get("content-disposition")).toBeNull();
      expect(Buffer.from(await answer.arrayBuffer()).equals(video)).toBe(true);
    });

    it("answers byte ranges with 206, suffix ranges too, and 416 for a range past the end", async () => {
      const middle = await request(["u", "m1", "reel.mp4"], { headers: { range: "bytes=100-199" } });
      expect(middle.status).toBe(206);
      expect(middle.headers.get("content-range")).toBe("bytes 100-199/1000");
      expect(middle.headers.get("content-length")).toBe("100");
      expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

      const tail = await request(["u", "m1", "reel.mp4"], { headers: { range: "bytes=-10" } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(990))).toBe(true);

      const open = await request(["u", "m1", "reel.mp4"], { headers: { range: "bytes=900-" } });
      expect(open.headers.get("content-range")).toBe("bytes 900-999/1000");

      const beyond = await request(["u", "m1", "reel.mp4"], { headers: { range: "bytes=5000-6000" } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe("bytes */1000");
    });

    it("sends documents as attachments and pictures inline", async () => {
      const doc = await request(["u", "m1", "cv.pdf"]);
      expect(doc.status).toBe(200);
      expect(doc.headers.get("content-type")).toBe("application/pdf");
      expect(doc.headers.get("content-disposition")).toBe("attachment");
      const pic = await request(["u", "m1", "pic.jpg"]);
      expect(pic.headers.get("content-type")).toBe("image/jpeg");
      expect(pic.headers.get("content-disposition")).toBeNull();
    });

    it("answers HEAD with the headers only", async () => {
      const answer = await request(["u", "m1", "reel.mp4"], { method: "HEAD" }, HEAD);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-length")).toBe("1000");
      expect(answer.body).toBeNull();
    });

    it("answers 404 for missing files and for any path that tries to leave the storage", async () => {
      expect((await request(["u", "m1", "nope.mp4"])).status).toBe(404);
      for (const segments of [
        ["..", "..", "etc", "passwd"],
        ["u", "..", "..", "package.json"],
        ["u", "m1", "..", "m1", "cv.pdf"],
        ["..%2F..%2Fetc"],
        ["u\\..\\..\\x.jpg"],
      ]) {
        expect((await request(segments)).status, segments.join("/")).toBe(404);
      }
    });
  });
}

serveContract("disk", async () => ({ files: diskStorage(await tempDir("serve")), stop: async () => {} }));
serveContract("S3", startLocalS3);
