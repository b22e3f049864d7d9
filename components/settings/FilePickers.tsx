"use client";

import { useTranslations } from "#words";
import { useEffect, useMemo } from "react";
import { formatBytes, MAX_IMAGE_SIDE, SERVER_LIMITS } from "@/lib/media/client/limits";
import { mediaUrl } from "@/lib/storage/urls";
import type { SavedMedia } from "@/lib/profiles/records";
import { DropZone, FileProgress } from "./DropZone";
import type { MediaActions } from "./media-actions";
import { ResumableUploadInput } from "../uploads/ResumableUploadInput";
import type { ResumableState } from "@/lib/uploads/client/use-resumable-upload";

const SMALL_BUTTON =
  "rounded-full border border-gray-300 bg-white px-2 py-0.5 text-xs font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";

export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const SAMPLE_ACCEPT = `${DOCUMENT_ACCEPT},.txt,.xls,.xlsx,text/plain,image/jpeg,image/png,image/gif`;

/** While the form saves: how far each picked file has been sent (undefined otherwise). */
export type ProgressOf = (file: File) => number | undefined;

/** Picked images accumulate across selections, each with a preview and a way to take it out. */
export function ImagePicker({
  files,
  saved,
  manage,
  onAdd,
  onRemove,
  busy,
  progressOf,
}: {
  files: File[];
  saved: SavedMedia[];
  manage: MediaActions;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  busy: boolean;
  progressOf: ProgressOf;
}) {
  const t = useTranslations("SettingsClient");
  const ids = saved.map((m) => m.id);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <div className="grid gap-2">
      {saved.length > 0 && <p className="text-sm font-medium">{t("files.yourPhotos")}</p>}
      {saved.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t("files.savedImages")} data-testid="saved-images">
          {saved.map((m, i) => (
            <li key={m.id} className="grid w-28 gap-1">
              <img
                src={mediaUrl(m.thumb ?? m.path)}
                alt={t("files.savedPhoto", { number: String(i + 1) })}
                className="h-24 w-28 rounded object-cover"
              />
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={manage.busy || i === 0}
                  aria-label={t("files.moveEarlier", { number: String(i + 1) })}
                  onClick={() => void manage.move(ids, i, -1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={manage.busy || i === saved.length - 1}
                  aria-label={t("files.moveLater", { number: String(i + 1) })}
                  onClick={() => void manage.move(ids, i, 1)}
                >
                  →
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={manage.busy}
                  aria-label={t("files.useAsCover", { number: String(i + 1) })}
                  onClick={() => void manage.useAsCover(m.id)}
                >
                  {t("files.cover")}
                </button>
                <button
                  type="button"
                  className={`${SMALL_BUTTON} text-red-700`}
                  disabled={manage.busy}
                  aria-label={t("files.deletePhoto", { number: String(i + 1) })}
                  onClick={() => void manage.remove(m.id, t("files.photoDeleted"))}
                >
                  {t("files.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <DropZone
        id="images-input"
        label={saved.length ? t("files.addImages") : t("files.images")}
        accept="image/jpeg,image/png,image/gif"
        multiple
        disabled={busy}
        limits={t("files.imageLimits", { count: String(SERVER_LIMITS.storedImages), side: String(MAX_IMAGE_SIDE) })}
        onFiles={onAdd}
      />
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t("files.imagesToUpload")} data-testid="picked-images">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="relative grid w-20 gap-1">
              <img
                src={previews[i]}
                alt={t("files.toUpload", { name: file.name })}
                className="h-20 w-20 rounded object-cover"
              />
              <FileProgress name={file.name} value={progressOf(file)} />
              <button
                type="button"
                onClick={() => onRemove(i)}
                className="absolute -right-2 -top-2 rounded-full bg-ink-900 px-1.5 text-xs text-white"
                aria-label={t("files.removeFile", { name: file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Why a saved video was refused, in the member's words. */
const VIDEO_REFUSED = {
  noVideo: "files.videoRefused.noVideo",
  unreadable: "files.videoRefused.unreadable",
  tooLong: "files.videoRefused.tooLong",
} as const;

/** A saved video or portfolio: the video's state while it is prepared or once refused, its link, its delete button. */
function SavedFile({
  id,
  which,
  saved,
  manage,
}: {
  id: string;
  which: "video" | "portfolio";
  saved: SavedMedia;
  manage: MediaActions;
}) {
  const t = useTranslations("SettingsClient");
  const words =
    which === "video"
      ? { saved: t("files.savedVideo"), remove: t("files.deleteSavedVideo"), done: t("files.videoDeleted") }
      : {
          saved: t("files.savedPortfolio"),
          remove: t("files.deleteSavedPortfolio"),
          done: t("files.portfolioDeleted"),
        };
  return (
    <>
      {saved.video && saved.video.status !== "ready" && (
        <p className="text-sm text-gray-700" role="status" data-testid={`${id}-state`}>
          {saved.video.status === "processing"
            ? t("files.videoProcessing")
            : t(VIDEO_REFUSED[saved.video.failure ?? "unreadable"])}
        </p>
      )}
      <p className="flex items-center gap-3 text-sm">
        <a href={mediaUrl(saved.path)} className="text-brand-700 underline" data-testid={`${id}-saved`}>
          {words.saved}
        </a>
        <button
          type="button"
          className={`${SMALL_BUTTON} text-red-700`}
          disabled={manage.busy}
          aria-label={words.remove}
          onClick={() => void manage.remove(saved.id, words.done)}
        >
          {t("files.delete")}
        </button>
      </p>
    </>
  );
}

/**
 * The show reel: the saved one, and a new one sent in resumable pieces as soon as it is chosen (the form saves
 * the finished upload's id, reported by onPhaseChange). `resetKey` starts the field over after a save.
 */
export function VideoPicker({
  saved,
  manage,
  limits,
  resetKey,
  onPhaseChange,
  error,
}: {
  saved: SavedMedia | null;
  manage: MediaActions;
  limits: { maxBytes: number; maxMinutes: number };
  resetKey: number;
  onPhaseChange: (phase: ResumableState["phase"], uploadId: string | null) => void;
  error?: string;
}) {
  const t = useTranslations("SettingsClient");
  const id = "video-input";
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("files.video")}
      </label>
      {saved && <SavedFile id={id} which="video" saved={saved} manage={manage} />}
      <p id={`${id}-limits`} className="text-xs text-gray-600">
        {t("files.videoResumable", {
          size: formatBytes(limits.maxBytes),
          minutes: String(limits.maxMinutes),
        })}
      </p>
      <ResumableUploadInput
        key={resetKey}
        purpose="profileVideo"
        name="videoUploadId"
        maxBytes={limits.maxBytes}
        maxMinutes={limits.maxMinutes}
        inputProps={{
          id,
          "aria-invalid": Boolean(error),
          "aria-describedby": error ? `${id}-limits ${id}-error` : `${id}-limits`,
        }}
        onPhaseChange={onPhaseChange}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The portfolio: a new pick replaces the previous one, and goes with the form's save. */
export function PortfolioPicker({
  file,
  saved,
  manage,
  onPick,
  progressOf,
}: {
  file: File | null;
  saved: SavedMedia | null;
  manage: MediaActions;
  onPick: (file: File | null) => void;
  progressOf: ProgressOf;
}) {
  const t = useTranslations("SettingsClient");
  const id = "portfolio-input";
  return (
    <div className="grid gap-2">
      {saved && !file && <SavedFile id={id} which="portfolio" saved={saved} manage={manage} />}
      <DropZone
        id={id}
        label={t("files.portfolio")}
        accept={DOCUMENT_ACCEPT}
        limits={t("files.portfolioLimits", { size: formatBytes(SERVER_LIMITS.documentBytes) })}
        onFiles={([picked]) => onPick(picked ?? null)}
      />
      {file && (
        <div className="grid gap-1 text-sm" data-testid={`${id}-picked`}>
          <p className="flex items-center gap-2">
            {t("files.willUpload", { name: file.name, size: formatBytes(file.size) })}
            <button type="button" onClick={() => onPick(null)} className="text-red-700 underline">
              {t("files.remove")}
            </button>
          </p>
          <FileProgress name={file.name} value={progressOf(file)} />
        </div>
      )}
    </div>
  );
}

export function SamplesPicker({
  files,
  saved,
  manage,
  onAdd,
  onRemove,
  progressOf,
}: {
  files: File[];
  saved: SavedMedia[];
  manage: MediaActions;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  progressOf: ProgressOf;
}) {
  const t = useTranslations("SettingsClient");
  return (
    <div className="grid gap-2">
      {saved.length > 0 && (
        <ul className="grid gap-1 text-sm" data-testid="saved-samples" aria-label={t("files.savedSamples")}>
          {saved.map((m, i) => (
            <li key={m.id} className="flex items-center gap-2">
              <a href={mediaUrl(m.path)} className="text-brand-700 underline">
                {t("files.sample", { number: String(i + 1) })}
              </a>
              <button
                type="button"
                className={`${SMALL_BUTTON} text-red-700`}
                disabled={manage.busy}
                aria-label={t("files.deleteSample", { number: String(i + 1) })}
                onClick={() => void manage.remove(m.id, t("files.sampleDeleted"))}
              >
                {t("files.delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DropZone
        id="samples-input"
        label={t("files.samples")}
        accept={SAMPLE_ACCEPT}
        multiple
        limits={t("files.sampleLimits", {
          size: formatBytes(SERVER_LIMITS.workSampleBytes),
          count: String(SERVER_LIMITS.storedWorkSamples),
        })}
        onFiles={onAdd}
      />
      <ul className="grid gap-1 text-sm">
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`} className="grid gap-1">
            <span className="flex gap-2">
              {t("files.picked", { name: f.name, size: formatBytes(f.size) })}
              <button type="button" onClick={() => onRemove(i)} className="text-red-700 underline">
                {t("files.remove")}
              </button>
            </span>
            <FileProgress name={f.name} value={progressOf(f)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
