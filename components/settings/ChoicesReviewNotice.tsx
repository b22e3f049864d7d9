"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";

/**
 * Asks an adult artist to review the choices an older form ticked for them (lib/profiles/choices-review.ts):
 * "Review them" leads to the section, "Keep them as they are" stops the question (DELETE /api/me/choices-review);
 * saving the profile form stops it too. Nothing is changed for them.
 */
export function ChoicesReviewNotice() {
  const t = useTranslations("SettingsClient");
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [kept, setKept] = useState(false);
  if (kept) return null;

  const keep = async () => {
    const answer = await send("DELETE", "/api/me/choices-review", undefined, {
      done: t("choicesReview.kept"),
      failed: t("choicesReview.failed"),
    });
    if (answer?.ok) setKept(true);
  };

  return (
    <section
      aria-labelledby="choices-review-title"
      data-testid="choices-review"
      className="grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="choices-review-title" className="text-lg font-semibold text-ink-900">
        {t("choicesReview.title")}
      </h2>
      <p className="text-sm text-gray-800">{t("choicesReview.body")}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href="#field-workLocation"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("choicesReview.review")}
        </a>
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => void keep()}
          className="rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-ink-800 hover:bg-gray-50 disabled:opacity-60"
        >
          {t("choicesReview.keep")}
        </button>
      </div>
    </section>
  );
}
