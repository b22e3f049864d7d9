"use client";

import { useEffect } from "react";
import { useTranslations } from "#words";
import { formatBytes } from "@/lib/media/client/limits";
import {
  useResumableUpload,
  type ResumablePurpose,
  type ResumableState,
} from "@/lib/uploads/client/use-resumable-upload";

const LINK = "text-sm font-medium text-brand-700 underline";

/**
 * A video field (or, for `sides`, a PDF field) that sends the file as soon as it is chosen, in resumable pieces (/api/uploads), with its
 * progress, pause and resume, and says when a dropped connection has it waiting. The form gets the finished
 * upload's id under `name` (a hidden input) in place of the file. Its words are UploadsClient's: the pages that
 * show it wrap it in `<PageWords namespaces={["UploadsClient"]}>`.
 */
export function ResumableUploadInput({
  purpose,
  name,
  maxBytes,
  maxMinutes,
  inputProps,
  onPhaseChange,
}: {
  purpose: ResumablePurpose;
  name: string;
  maxBytes: number;
  maxMinutes: number;
  /** The label's and error's wiring (Field's a11y props) for the file input. */
  inputProps: { id: string; "aria-invalid": boolean; "aria-describedby"?: string };
  /**
   * Told when the upload starts, pauses, finishes…, with the finished upload's id: a form holds its submission
   * while a video is on its way, and one that builds its own body sends the id.
   */
  onPhaseChange?: (phase: ResumableState["phase"], uploadId: string | null) => void;
}) {
  const t = useTranslations("UploadsClient");
  const { state, problem, earlier, choose, pause, resume, remove } = useResumableUpload(purpose, {
    maxBytes,
    maxMinutes,
  });
  const uploadId = state.phase === "done" ? state.id : null;
  useEffect(() => onPhaseChange?.(state.phase, uploadId), [state.phase, uploadId, onPhaseChange]);
  const sending = state.phase === "uploading" || state.phase === "paused" || state.phase === "waiting";
  const percent = sending ? Math.floor((state.sent / Math.max(state.file.size, 1)) * 100) : 0;
  const said = problem
    ? problem.kind === "notVideo"
      ? t("video.notVideo")
      : problem.kind === "notPdf"
        ? t("video.notPdf")
        : problem.kind === "tooLarge"
          ? t(purpose === "sides" ? "video.pdfTooLarge" : "video.tooLarge", {
              size: formatBytes(problem.bytes),
              max: formatBytes(maxBytes),
            })
          : t("video.tooLong", { minutes: problem.minutes, max: maxMinutes })
    : state.phase === "failed"
      ? t("video.failed", { reason: state.reason ?? t("video.noConnection") })
      : null;

  return (
    <div className="grid gap-2" data-upload-phase={state.phase}>
      <input type="hidden" name={name} value={uploadId ?? ""} />
      {(state.phase === "idle" || state.phase === "failed") && (
        <input
          {...inputProps}
          type="file"
          accept={purpose === "sides" ? "application/pdf" : "video/*"}
          className="text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void choose(file);
          }}
        />
      )}
      {earlier && state.phase === "idle" && (
        <p className="text-xs text-gray-600">{t("video.earlier", { name: earlier })}</p>
      )}
      {sending && (
        <div className="grid gap-1">
          <progress
            max={state.file.size}
            value={state.sent}
            aria-label={t("video.progress", { name: state.file.name })}
            className="h-2 w-full overflow-hidden rounded-full bg-gray-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span role="status" className="text-sm text-gray-700">
              {state.phase === "paused"
                ? t("video.paused", { percent })
                : state.phase === "waiting"
                  ? t("video.waiting", { percent })
                  : t("video.uploading", { percent, size: formatBytes(state.file.size) })}
            </span>
            {state.phase === "paused" ? (
              <button type="button" className={LINK} onClick={resume}>
                {t("video.resume")}
              </button>
            ) : (
              <button type="button" className={LINK} onClick={pause}>
                {t("video.pause")}
              </button>
            )}
            <button type="button" className={LINK} onClick={remove}>
              {t("video.remove")}
            </button>
          </div>
        </div>
      )}
      {state.phase === "done" && (
        <p role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-gray-700">
          <span>{t("video.done", { name: state.file.name })}</span>
          <button type="button" className={LINK} onClick={remove}>
            {t("video.remove")}
          </button>
        </p>
      )}
      {said && (
        <p role="alert" className="text-sm text-red-700">
          {said}
        </p>
      )}
    </div>
  );
}
