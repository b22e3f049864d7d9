"use client";

import { useTranslations } from "#words";
import { useEffect } from "react";

/**
 * "Rejected Priya · Undo", pinned to the bottom of the window for `ms` after a decision on the triage board
 * (the applicant is told only later, so an undone decision never reaches them).
 */
export function UndoBar({
  text,
  ms,
  disabled,
  onUndo,
  onEnd,
}: {
  text: string;
  ms: number;
  disabled: boolean;
  onUndo: () => void;
  onEnd: () => void;
}) {
  const t = useTranslations("TriageClient");
  useEffect(() => {
    const timer = setTimeout(onEnd, ms);
    return () => clearTimeout(timer);
    // The bar's time starts once, when it appears (a new decision mounts a new bar).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      role="status"
      data-testid="undo-bar"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl bg-ink-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span className="min-w-0">{text}</span>
      <button
        type="button"
        onClick={onUndo}
        disabled={disabled}
        className="shrink-0 rounded-full px-3 py-1 font-semibold text-amber-300 underline-offset-2 hover:underline disabled:opacity-50"
      >
        {t("undo")}
      </button>
    </div>
  );
}
