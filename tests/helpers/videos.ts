import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Real videos for the tests to send, made by ffmpeg's test sources: the server transcodes what it is sent, and
// refuses what ffprobe cannot read.

/** An MPEG-4 video with sound of `seconds` seconds: small, or, with `noise`, about 6 MB a second (it does not compress). */
export function testVideo({ seconds, noise = false }: { seconds: number; noise?: boolean }): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "cf-e2e-video-")), "tape.mp4");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc2=size=640x360:rate=25`],
    ...["-f", "lavfi", "-i", "sine=frequency=330", "-t", String(seconds)],
    ...(noise ? ["-vf", "noise=alls=100:allf=t", "-q:v", "4"] : []),
    ...["-c:v", "mpeg4", "-c:a", "aac", "-f", "mp4", file],
  ]);
  return readFileSync(file);
}

/** An MP4 with sound and no picture: a file the server must refuse as having no video in it. */
export function soundOnlyClip(seconds = 1): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "cf-sound-")), "sound.mp4");
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440", "-t", String(seconds)],
    ...["-c:a", "aac", "-f", "mp4", file],
  ]);
  return readFileSync(file);
}
