// npm run bench:transcode: how long the server takes to make a sent video playable (lib/media/ffmpeg.ts: the
// H.264/AAC MP4 of at most 720p and its poster, as the transcoding job runs them, at a low priority), per minute
// of video, for what phones send: 1080p H.264, 4K HEVC (an iPhone's default) and 720p MPEG-4 (an old Android),
// each with sound, at TRANSCODE_THREADS 1 (the default) and 2. The test videos are made first by ffmpeg's test
// sources (moving pictures with noise, so that they do not compress to nothing). Asserts nothing.
//   BENCH_VIDEO_SECONDS=20 npm run bench:transcode
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { poster, probe, transcode } from "../lib/media/ffmpeg.ts";

const run = promisify(execFile);
const seconds = Number(process.env.BENCH_VIDEO_SECONDS || 20);

const SOURCES = [
  { name: "1080p H.264, 30 fps", size: "1920x1080", codec: ["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "16M"] },
  {
    name: "4K HEVC, 30 fps",
    size: "3840x2160",
    codec: ["-c:v", "libx265", "-preset", "ultrafast", "-b:v", "40M", "-tag:v", "hvc1"],
  },
  { name: "720p MPEG-4, 30 fps", size: "1280x720", codec: ["-c:v", "mpeg4", "-q:v", "4"] },
];

const folder = await mkdtemp(path.join(os.tmpdir(), "cf-bench-transcode-"));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
try {
  console.log(
    `Transcoding ${seconds} s of each kind of video on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"})`,
  );
  console.log("video                  | sent      | threads | MP4 made  | poster | per minute of video | MP4");
  for (const source of SOURCES) {
    const input = path.join(folder, `${source.size}.mp4`);
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc2=size=${source.size}:rate=30,noise=alls=20:allf=t`],
      ...["-f", "lavfi", "-i", "sine=frequency=330", "-t", String(seconds), ...source.codec, "-c:a", "aac", input],
    ]);
    const sent = (await stat(input)).size;
    for (const threads of [1, 2]) {
      process.env.TRANSCODE_THREADS = String(threads);
      const output = path.join(folder, `out-${threads}.mp4`);
      const started = performance.now();
      await transcode(input, output, 3_600_000);
      const made = performance.now();
      await poster(output, path.join(folder, "poster.jpg"), seconds);
      const done = performance.now();
      const result = await probe(output);
      const perMinute = ((done - started) / 1000) * (60 / seconds);
      console.log(
        [
          source.name.padEnd(22),
          mb(sent).padEnd(9),
          String(threads).padEnd(7),
          `${((made - started) / 1000).toFixed(1)} s`.padEnd(9),
          `${((done - made) / 1000).toFixed(2)} s`.padEnd(6),
          `${perMinute.toFixed(0)} s (${(perMinute / 60).toFixed(2)}× real time)`.padEnd(19),
          `${result.video?.width}×${result.video?.height}, ${mb((await stat(output)).size)}`,
        ].join(" | "),
      );
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
