"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { MAX_REVIEW } from "@/lib/rentals/options";

/** After the last day: one review of the other party, 1 to 5 stars and a few words. */
export function ReviewForm({ id, about }: { id: string; about: string }) {
  const t = useTranslations("BookingsClient");
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  return (
    <form
      className="grid gap-2 sm:max-w-md"
      data-testid="review-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!rating) return setError(t("review.chooseStars"));
        if (!text.trim()) return setError(t("review.writeWords"));
        setError("");
        void send(
          "POST",
          `/api/bookings/${id}/review`,
          { rating, text },
          { done: t("review.published"), failed: t("review.failed") },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium">{t("review.legend", { name: about })}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={rating === n}
              aria-label={t("review.stars", { rating: n })}
              onClick={() => setRating(n)}
              className={`text-2xl ${n <= rating ? "text-amber-600" : "text-gray-300"}`}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <Field label={t("review.label")} error={error}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={MAX_REVIEW}
            className={inputClass}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={!hydrated || busy}
        className="justify-self-start rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {t("review.publish")}
      </button>
    </form>
  );
}
