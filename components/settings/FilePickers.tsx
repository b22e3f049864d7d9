"use client";

import { useEffect, useMemo } from "react";
import { mediaUrl } from "@/lib/media/client/urls";
import type { SavedMedia } from "@/lib/profiles/records";
import type { MediaActions } from "./media-actions";

const SMALL_BUTTON =
  "rounded-full border border-gray-300 bg-white px-2 py-0.5 text-xs font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";

export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const SAMPLE_ACCEPT = `${DOCUMENT_ACCEPT},.txt,.xls,.xlsx,text/plain,image/jpeg,image/png,image/gif`;

/** Picked images accumulate across selections, each with a preview and a way to take it out. */
export function ImagePicker({
  files,
  saved,
  manage,
  onAdd,
  onRemove,
  busy,
}: {
  files: File[];
  saved: SavedMedia[];
  manage: MediaActions;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  busy: boolean;
}) {
  const ids = saved.map((m) => m.id);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <div className="grid gap-2">
      <label className="text-sm font-medium" htmlFor="images-input">
        Images
      </label>
      {saved.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Saved images" data-testid="saved-images">
          {saved.map((m, i) => (
            <li key={m.id} className="grid w-28 gap-1">
              <img
                src={mediaUrl(m.thumb ?? m.path)}
                alt={`Saved photo ${i + 1}`}
                className="h-24 w-28 rounded object-cover"
              />
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={manage.busy || i === 0}
                  aria-label={`Move photo ${i + 1} earlier`}
                  onClick={() => void manage.move(ids, i, -1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={manage.busy || i === saved.length - 1}
                  aria-label={`Move photo ${i + 1} later`}
                  onClick={() => void manage.move(ids, i, 1)}
                >
                  →
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={manage.busy}
                  aria-label={`Use photo ${i + 1} as the cover picture`}
                  onClick={() => void manage.useAsCover(m.id)}
                >
                  Cover
                </button>
                <button
                  type="button"
                  className={`${SMALL_BUTTON} text-red-700`}
                  disabled={manage.busy}
                  aria-label={`Delete photo ${i + 1}`}
                  onClick={() => void manage.remove(m.id, "Photo")}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <input
        id="images-input"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif"
        disabled={busy}
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
        className="text-sm"
      />
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Images to upload" data-testid="picked-images">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="relative">
              <img src={previews[i]} alt={`To upload: ${file.name}`} className="h-20 w-20 rounded object-cover" />
              <button
                type="button"
                onClick={() => onRemove(i)}
                className="absolute -right-2 -top-2 rounded-full bg-ink-900 px-1.5 text-xs text-white"
                aria-label={`Remove ${file.name}`}
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

/** One file (video or portfolio): a new pick replaces the previous one. */
export function SingleFilePicker({
  id,
  label,
  accept,
  file,
  saved,
  manage,
  onPick,
}: {
  id: string;
  label: string;
  accept: string;
  file: File | null;
  saved: SavedMedia | null;
  manage: MediaActions;
  onPick: (file: File | null) => void;
}) {
  return (
    <div className="grid gap-1">
      <label className="text-sm font-medium" htmlFor={id}>
        {label}
      </label>
      {saved && !file && (
        <p className="flex items-center gap-3 text-sm">
          <a href={mediaUrl(saved.path)} className="text-brand-700 underline" data-testid={`${id}-saved`}>
            Saved {label.toLowerCase()}
          </a>
          <button
            type="button"
            className={`${SMALL_BUTTON} text-red-700`}
            disabled={manage.busy}
            aria-label={`Delete the saved ${label.toLowerCase()}`}
            onClick={() => void manage.remove(saved.id, label)}
          >
            Delete
          </button>
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        className="text-sm"
      />
      {file && <p className="text-xs text-gray-600">Will upload: {file.name}</p>}
    </div>
  );
}

export function SamplesPicker({
  files,
  saved,
  manage,
  onAdd,
  onRemove,
}: {
  files: File[];
  saved: SavedMedia[];
  manage: MediaActions;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="grid gap-1">
      <label className="text-sm font-medium" htmlFor="samples-input">
        Previous work samples
      </label>
      {saved.length > 0 && (
        <ul className="grid gap-1 text-sm" data-testid="saved-samples" aria-label="Saved work samples">
          {saved.map((m, i) => (
            <li key={m.id} className="flex items-center gap-2">
              <a href={mediaUrl(m.path)} className="text-brand-700 underline">
                Sample {i + 1}
              </a>
              <button
                type="button"
                className={`${SMALL_BUTTON} text-red-700`}
                disabled={manage.busy}
                aria-label={`Delete sample ${i + 1}`}
                onClick={() => void manage.remove(m.id, "Sample")}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id="samples-input"
        type="file"
        multiple
        accept={SAMPLE_ACCEPT}
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
        className="text-sm"
      />
      <ul className="text-sm">
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`} className="flex gap-2">
            {f.name}{" "}
            <button type="button" onClick={() => onRemove(i)} className="text-red-700 underline">
              Remove
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
