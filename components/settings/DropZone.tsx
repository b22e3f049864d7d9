"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { accepts } from "@/lib/media/client/file-progress";

/**
 * A file input people can also drop files on: the whole zone takes a drop, its button opens the usual
 * chooser (keyboard and screen readers use the input itself), and the limits are said beside it. A
 * dropped file the input would not offer is refused by name. The input is disabled until the page has
 * hydrated: in the server's HTML a picked file would be dropped.
 */
export function DropZone({
  id,
  label,
  accept,
  multiple = false,
  disabled = false,
  limits,
  onFiles,
}: {
  id: string;
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  limits: string;
  onFiles: (files: File[]) => void;
}) {
  const t = useTranslations("SettingsClient");
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const [over, setOver] = useState(false);
  const take = (picked: File[]) => {
    const wrong = picked.filter((file) => !accepts(accept, file));
    for (const file of wrong) toast.error(t("files.refused", { name: file.name }), { description: limits });
    const right = picked.filter((file) => accepts(accept, file));
    if (right.length) onFiles(multiple ? right : right.slice(0, 1));
  };
  return (
    <div
      data-testid={`${id}-dropzone`}
      data-dragging={over || undefined}
      onDragEnter={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = off ? "none" : "copy";
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!off) take([...e.dataTransfer.files]);
      }}
      className={`grid gap-2 rounded-xl border-2 border-dashed p-4 text-sm transition-colors ${
        over ? "border-brand-600 bg-brand-50" : "border-gray-300 bg-gray-50"
      }`}
    >
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <p className="text-gray-700">{multiple ? t("files.dropMany") : t("files.dropOne")}</p>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={off}
        aria-describedby={`${id}-limits`}
        onChange={(e) => {
          take([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
        className="text-sm disabled:opacity-60 file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-1.5 file:font-semibold file:text-white hover:file:bg-brand-900"
      />
      <p id={`${id}-limits`} className="text-xs text-gray-600">
        {limits}
      </p>
    </div>
  );
}

/** How far one picked file has been sent while the form saves. */
export function FileProgress({ name, value }: { name: string; value: number | undefined }) {
  const t = useTranslations("SettingsClient");
  if (value === undefined) return null;
  return (
    <progress
      value={value}
      max={1}
      aria-label={t("files.uploading", { name })}
      className="h-1.5 w-full accent-brand-600"
      data-testid="file-progress"
    />
  );
}
