"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { defaultOptions, Upload, type DetailedError } from "tus-js-client";
import { pageLanguage } from "@/lib/client/page-language";

// A video (or a PDF of sides) sent to /api/uploads in 5 MB pieces with tus-js-client: each piece that a dropped connection cuts off is
// sent again from where the server says it stopped, with growing waits (and at once when the browser comes back
// online), for half an hour; a reload resumes when the same file is chosen again (its address is kept in
// localStorage by the file's name, size, date and the upload's purpose).

export type ResumablePurpose = "profileVideo" | "selfTape" | "tape" | "sides";

export type ResumableState =
  | { phase: "idle" }
  | { phase: "uploading" | "paused" | "waiting"; file: File; sent: number }
  | { phase: "done"; file: File; id: string }
  /** Refused before or while sending: `reason` is the server's message, or undefined when it could not be reached. */
  | { phase: "failed"; file: File; reason: string | undefined };

/** Whether an upload is on its way (sending, paused, or waiting for the connection): a form holds its save meanwhile. */
export function onItsWay(phase: ResumableState["phase"]): boolean {
  return phase === "uploading" || phase === "paused" || phase === "waiting";
}

/** What a file is refused as before any byte is sent. */
export type LocalProblem =
  | { kind: "notVideo" }
  | { kind: "notPdf" }
  | { kind: "tooLarge"; bytes: number }
  | { kind: "tooLong"; minutes: number };

const CHUNK_BYTES = 5 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, ...Array<number>(60).fill(30_000)];

/** The video's length in minutes, when the browser can read it (not every phone's format plays everywhere). */
function minutesOf(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement("video");
    const url = URL.createObjectURL(file);
    let settled = false;
    const done = (minutes: number | undefined) => {
      if (settled) return;
      settled = true;
      URL.revokeObjectURL(url);
      resolve(minutes);
    };
    video.preload = "metadata";
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration / 60 : undefined);
    video.onerror = () => done(undefined);
    setTimeout(() => done(undefined), 5000);
    video.src = url;
  });
}

/** The server's refusal in a failed request's answer (the API's JSON `message`), if there was one. */
function refusalOf(error: Error): string | undefined {
  const response = (error as DetailedError).originalResponse;
  if (!response) return undefined;
  try {
    return (JSON.parse(response.getBody()) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

const retries = (status: number) => status === 0 || status >= 500 || status === 409 || status === 423;

/** The file names of this purpose's uploads that a reload left unfinished in this browser. */
async function unfinishedNames(purpose: ResumablePurpose): Promise<string[]> {
  const stored = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return stored.filter((s) => s.metadata.purpose === purpose).map((s) => s.metadata.filename ?? "");
}

export function useResumableUpload(purpose: ResumablePurpose, limits: { maxBytes: number; maxMinutes: number }) {
  const [state, setState] = useState<ResumableState>({ phase: "idle" });
  const [problem, setProblem] = useState<LocalProblem | null>(null);
  const [earlier, setEarlier] = useState<string | null>(null);
  const upload = useRef<Upload | null>(null);

  useEffect(() => {
    let live = true;
    void unfinishedNames(purpose).then((names) => live && setEarlier(names[0] ?? null));
    return () => {
      live = false;
    };
  }, [purpose]);

  // Back online: the piece waiting for its next try goes at once.
  useEffect(() => {
    const online = () => {
      const current = upload.current;
      if (current && state.phase === "waiting") void current.abort().then(() => current.start());
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [state.phase]);

  useEffect(() => () => void upload.current?.abort(), []);

  const choose = useCallback(
    async (file: File) => {
      setProblem(null);
      const sides = purpose === "sides";
      if (sides && file.type !== "application/pdf") return setProblem({ kind: "notPdf" });
      if (!sides && !file.type.startsWith("video/")) return setProblem({ kind: "notVideo" });
      if (file.size > limits.maxBytes) return setProblem({ kind: "tooLarge", bytes: file.size });
      const minutes = sides ? undefined : await minutesOf(file);
      if (minutes !== undefined && minutes > limits.maxMinutes) {
        return setProblem({ kind: "tooLong", minutes: Math.ceil(minutes) });
      }
      const sending: Upload = new Upload(file, {
        endpoint: "/api/uploads",
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { purpose, filename: file.name, filetype: file.type },
        headers: { "Accept-Language": pageLanguage() },
        fingerprint: (f: File) =>
          Promise.resolve(["castfolio", purpose, f.name, f.type, f.size, f.lastModified].join("-")),
        removeFingerprintOnSuccess: true,
        onShouldRetry(error) {
          const retry = retries(error.originalResponse?.getStatus() ?? 0);
          if (retry) setState((now) => ("sent" in now ? { phase: "waiting", file, sent: now.sent } : now));
          return retry;
        },
        onProgress: (sent) => setState({ phase: "uploading", file, sent }),
        // What the server holds: progress events may be missing or count bytes of a piece that was cut off.
        onChunkComplete: (_piece, accepted) => setState({ phase: "uploading", file, sent: accepted }),
        onSuccess: () => setState({ phase: "done", file, id: sending.url!.split("/").pop()! }),
        onError: (error) => setState({ phase: "failed", file, reason: refusalOf(error) }),
      });
      upload.current = sending;
      setEarlier(null);
      setState({ phase: "uploading", file, sent: 0 });
      const previous = await sending.findPreviousUploads();
      if (previous.length) sending.resumeFromPreviousUpload(previous[0]);
      sending.start();
    },
    [purpose, limits.maxBytes, limits.maxMinutes],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((now) => (now.phase === "uploading" || now.phase === "waiting" ? { ...now, phase: "paused" } : now));
  }, []);

  const resume = useCallback(() => {
    upload.current?.start();
    setState((now) => (now.phase === "paused" ? { ...now, phase: "uploading" } : now));
  }, []);

  /** Cancels the upload (the server forgets it) and starts over. */
  const remove = useCallback(() => {
    const current = upload.current;
    upload.current = null;
    if (current?.url) void current.abort(true).catch(() => undefined);
    else void current?.abort();
    setState({ phase: "idle" });
  }, []);

  return { state, problem, earlier, choose, pause, resume, remove };
}
