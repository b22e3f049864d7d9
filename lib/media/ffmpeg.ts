import "server-only";
import { spawn } from "node:child_process";
import { lowerPriority } from "../process/priority.ts";
import path from "node:path";
import { config } from "../server/config.ts";

// The two programs of Debian's ffmpeg package, run as child processes at a lower priority than the server
// (a transcoding is the heaviest work the product does: it must never take the CPU from requests).

/** What ffprobe says of a file: its length, and its first video stream's size (none: not a video). */
export interface Probe {
  durationSeconds: number;
  video: { width: number; height: number } | null;
  hasAudio: boolean;
}

/** ffmpeg (or ffprobe) is not installed where FFMPEG_PATH says. */
export class FfmpegMissing extends Error {}

/** ffprobe could not read the file as media. */
export class Unreadable extends Error {}

/** ffprobe, in the folder of FFMPEG_PATH (or on the PATH when it names a bare "ffmpeg"). */
function ffprobePath(): string {
  const ffmpeg = config.ffmpegPath;
  return ffmpeg.includes("/") ? path.join(path.dirname(ffmpeg), "ffprobe") : "ffprobe";
}

/** The lowest priority a transcoding runs at (nice 10): the server's requests come first. */
const NICE = 10;
/** How much of a failing program's error output is kept for the log. */
const ERROR_TAIL = 2000;

function runProgram(program: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err = (err + chunk).slice(-ERROR_TAIL)));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("spawn", () => lowerPriority(child, NICE));
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === "ENOENT" ? new FfmpegMissing(`${program} is not installed`) : error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${path.basename(program)} ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${err.trim()}`,
          ),
        );
    });
  });
}

type ProbeStream = { codec_type?: string; width?: number; height?: number };

/** Reads a file's streams and length; throws Unreadable when ffprobe cannot. */
export async function probe(file: string): Promise<Probe> {
  let output: string;
  try {
    output = await runProgram(
      ffprobePath(),
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
      60_000,
    );
  } catch (error) {
    if (error instanceof FfmpegMissing) throw error;
    throw new Unreadable((error as Error).message);
  }
  const info = JSON.parse(output) as { format?: { duration?: string }; streams?: ProbeStream[] };
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === "video" && s.width && s.height);
  return {
    durationSeconds: Number(info.format?.duration ?? NaN),
    video: video ? { width: video.width!, height: video.height! } : null,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
  };
}

/** The tallest MP4 made: 720p (a portrait phone video is at most 720 wide). */
export const MAX_SHORT_SIDE = 720;

/**
 * Makes a web MP4 of `input`: H.264 (yuv420p, CRF 23) with AAC audio at 128 kb/s, its shorter side at most
 * 720 px, the index at the front (+faststart) so that playback starts before the whole file has come.
 */
export async function transcode(input: string, output: string, timeoutMs: number): Promise<void> {
  // The shorter side down to 720 when larger, never up; even dimensions (H.264 needs them). A phone's
  // rotation is applied first (ffmpeg's autorotate), so that a portrait video stays portrait.
  const short = (side: string) => `trunc(min(${MAX_SHORT_SIDE},${side})/2)*2`;
  const scale = `scale='if(gt(iw,ih),-2,${short("iw")})':'if(gt(iw,ih),${short("ih")},-2)'`;
  await runProgram(
    config.ffmpegPath,
    [
      ...["-nostdin", "-y", "-v", "error", "-i", input],
      ...["-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn", "-map_metadata", "-1"],
      ...["-vf", `${scale},format=yuv420p`, "-c:v", "libx264", "-preset", "veryfast", "-crf", "23"],
      ...["-c:a", "aac", "-b:a", "128k", "-ac", "2"],
      ...["-threads", String(config.transcodeThreads), "-movflags", "+faststart", "-f", "mp4", output],
    ],
    timeoutMs,
  );
}

/** A poster JPEG: the frame a second in (or the first frame of a shorter video), as wide as the MP4. */
export async function poster(mp4: string, output: string, durationSeconds: number): Promise<void> {
  const at = durationSeconds > 2 ? 1 : 0;
  await runProgram(
    config.ffmpegPath,
    [
      ...["-nostdin", "-y", "-v", "error", "-ss", String(at), "-i", mp4],
      ...["-frames:v", "1", "-q:v", "4", "-threads", String(config.transcodeThreads), "-f", "image2", output],
    ],
    60_000,
  );
}
