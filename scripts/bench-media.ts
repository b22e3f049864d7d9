// npm run bench:media: simultaneous large photo uploads through the real path (multipart parsing to
// temporary files, type checks, sharp re-encoding with watermark, storage on disk), then the card and
// gallery variants a job makes of the stored pictures afterwards. Prints images per second for each and
// the process's peak memory; asserts nothing.
//   BENCH_UPLOADS=10 BENCH_MB=10 BENCH_ROUNDS=3 npm run bench:media
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const uploads = Number(process.env.BENCH_UPLOADS || 10);
const megabytes = Number(process.env.BENCH_MB || 10);
const rounds = Number(process.env.BENCH_ROUNDS || 3);

const work = await mkdtemp(path.join(os.tmpdir(), "cf-bench-media-"));
process.env.DATA_DIR = work;
const { config } = await import("../lib/server/config.ts");
const { parseUpload, prepareMedia, PROFILE_FORM_RULES } = await import("../lib/media/index.ts");
const { SERVER_LIMITS } = await import("../lib/media/client/limits.ts");
const { diskStorage } = await import("../lib/storage/index.ts");
const { makeVariants } = await import("../lib/media/images.ts");

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A camera-like JPEG just under `limit` bytes: noise (which does not compress), with EXIF. */
async function makePhoto(limit: number): Promise<{ file: string; width: number; height: number; size: number }> {
  let width = Math.round(Math.sqrt(limit / 1.2 / 0.75));
  for (;;) {
    const height = Math.round(width * 0.75);
    const data = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 98 })
      .withExif({ IFD0: { Make: "Bench", Model: "Noise" } })
      .toBuffer();
    if (data.length <= limit && data.length >= limit * 0.93) {
      const file = path.join(work, "photo.jpg");
      await writeFile(file, data);
      return { file, width, height, size: data.length };
    }
    width = Math.round(width * Math.sqrt((limit * 0.97) / data.length));
  }
}

/** A multipart request whose photo part streams from disk, as a browser's would arrive. */
function uploadRequest(photo: string): Request {
  const boundary = `----castfolio-bench-${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nBench Member\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image1"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(head);
      for await (const chunk of createReadStream(photo, { highWaterMark: 64 * 1024 }))
        controller.enqueue(chunk as Buffer);
      controller.enqueue(tail);
      controller.close();
    },
  });
  return new Request("http://bench.local/api/actor/add", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

const files = diskStorage(path.join(work, "uploads"));

/** One upload as a save answers it; returns the stored picture (what the variants job reads). */
async function oneUpload(photo: string, i: number): Promise<Buffer[]> {
  const upload = await parseUpload(uploadRequest(photo), PROFILE_FORM_RULES);
  try {
    const media = await prepareMedia(`bench${i}`, upload.files);
    const stored: Buffer[] = [];
    for (const item of media)
      for (const write of item.writes)
        if ("data" in write) {
          await files.put(write.path, write.data);
          stored.push(write.data);
        }
    return stored;
  } finally {
    await upload.cleanup();
  }
}

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);

try {
  const photo = await makePhoto(Math.min(megabytes * 1024 * 1024, SERVER_LIMITS.imageBytes));
  console.log(
    `Photo: ${photo.width}x${photo.height} JPEG, ${mb(photo.size)}. Image concurrency ${config.imageConcurrency}, ${os.availableParallelism()} CPUs, Node ${process.version}.`,
  );
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage().rss;
  console.log(`RSS before the uploads: ${mb(baseline)}`);
  await oneUpload(photo.file, -1); // warm-up: libvips and module loading

  const rates: number[] = [];
  let pictures: Buffer[] = [];
  for (let round = 1; round <= rounds; round++) {
    peak = process.memoryUsage().rss;
    const started = performance.now();
    pictures = (await Promise.all(Array.from({ length: uploads }, (_, i) => oneUpload(photo.file, i)))).flat();
    const seconds = (performance.now() - started) / 1000;
    rates.push(uploads / seconds);
    console.log(
      `Round ${round}: ${uploads} simultaneous uploads in ${seconds.toFixed(2)} s = ${(uploads / seconds).toFixed(2)} images/s, peak RSS ${mb(peak)} (+${mb(peak - baseline)} over the start)`,
    );
  }
  const best = Math.max(...rates);
  const median = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)];
  const stored = (await stat(path.join(work, "uploads"))).isDirectory();
  console.log(
    `Median ${median.toFixed(2)} images/s, best ${best.toFixed(2)} images/s${stored ? "" : " (nothing stored?)"}.`,
  );
  const variantsStarted = performance.now();
  await Promise.all(pictures.map((picture, i) => makeVariants(picture, `bench${i}`)));
  const variantSeconds = (performance.now() - variantsStarted) / 1000;
  console.log(
    `Afterwards, the variants job: card and gallery of ${pictures.length} stored pictures in ${variantSeconds.toFixed(2)} s = ${(pictures.length / variantSeconds).toFixed(2)} images/s.`,
  );
} finally {
  clearInterval(sampler);
  await rm(work, { recursive: true, force: true });
}
