"use client";

import { useEffect, useMemo } from "react";
import { mediaUrl } from "@/lib/media/client/urls";
import type { SavedMedia } from "@/lib/profiles/records";

export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const SAMPLE_ACCEPT = `${DOCUMENT_ACCEPT},.txt,.xls,.xlsx,text/plain,image/jpeg,image/png,image/gif`;

/** Picked images accumulate across selections, each with a preview and a way to take it out. */
export function ImagePicker({
  files,
  saved,
  onAdd,
  onRemove,
  busy,
}: {
  files: File[];
  saved: SavedMedia[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  busy: boolean;
}) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return (
    <div className="grid gap-2">
      <label className="text-sm font-medium" htmlFor="images-input">
        Images
      </label>
      {saved.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Saved images" data-testid="saved-images">
          {saved.map((m) => (
            <li key={m.id}>
              <img src={mediaUrl(m.thumb ?? m.path)} alt="Saved" className="h-16 w-16 rounded object-cover" />
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
  onPick,
}: {
  id: string;
  label: string;
  accept: string;
  file: File | null;
  saved: SavedMedia | null;
  onPick: (file: File | null) => void;
}) {
  return (
    <div className="grid gap-1">
      <label className="text-sm font-medium" htmlFor={id}>
        {label}
      </label>
      {saved && !file && (
        <a href={mediaUrl(saved.path)} className="text-sm text-brand-700 underline" data-testid={`${id}-saved`}>
          Saved {label.toLowerCase()}
        </a>
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
  onAdd,
  onRemove,
}: {
  files: File[];
  saved: SavedMedia[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="grid gap-1">
      <label className="text-sm font-medium" htmlFor="samples-input">
        Previous work samples
      </label>
      {saved.length > 0 && (
        <p className="text-xs text-gray-600" data-testid="saved-samples">
          {saved.length} saved
        </p>
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
