"use client";

import { useTranslations } from "#words";
import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";

// The panel (lists, checkboxes, a new-list field) loads the first time someone opens it, so that the
// dozens of cards on a listing carry only this button.
const SavePanel = lazy(() => import("./SavePanel"));

/**
 * Saves a profile into one of the signed-in member's shortlists (a visitor is asked to sign in). Until the
 * page has hydrated the button is disabled and dimmed: in the server's HTML a press would open nothing. Its
 * words and its panel's are "ShortlistsClient": the pages that show it wrap it (or its cards) in
 * `<PageWords namespaces={SAVE_TO_SHORTLIST_WORDS}>` (./save-to-shortlist-words.ts).
 */
export function SaveToShortlist({ memberId, name, wide = false }: { memberId: string; name: string; wide?: boolean }) {
  const t = useTranslations("ShortlistsClient");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-haspopup="dialog"
        disabled={!hydrated}
        data-testid="save-to-shortlist"
        className={`${
          wide
            ? "inline-flex items-center gap-2 rounded-full border border-gray-200 px-4 py-2 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700"
            : "icon-button"
        } disabled:cursor-wait disabled:opacity-60`}
        title={t("save.title")}
      >
        <span aria-hidden="true" className="icon-mask icon-bookmark" />
        {wide ? t("save.wide") : <span className="sr-only">{t("save.label", { name })}</span>}
      </button>
      {/* The panel is drawn in document.body (see SavePanel), so a card's overflow cannot clip it. */}
      {open && (
        <Suspense fallback={null}>
          <SavePanel
            memberId={memberId}
            name={name}
            anchor={trigger}
            align={wide ? "left" : "right"}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
