"use client";

import { useTranslations } from "#words";
import { useId } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { FREQUENCY_LABELS, MAX_SEARCH_NAME, type AlertFrequency } from "@/lib/alerts/options";

/** The words of FREQUENCY_LABELS (English there) in "AlertsClient": a key for each of its frequencies. */
const FREQUENCY_KEYS: Readonly<Record<keyof typeof FREQUENCY_LABELS, string>> = {
  instant: "frequencies.instant",
  daily: "frequencies.daily",
  weekly: "frequencies.weekly",
  off: "frequencies.off",
};

/** "Weekly, Mondays at 8 am" in the page's language: how often a saved search alerts. */
export function useFrequencyLabel(): (frequency: AlertFrequency) => string {
  const t = useTranslations("AlertsClient") as unknown as (key: string) => string;
  return (frequency) => t(FREQUENCY_KEYS[frequency]);
}

/**
 * The fields of a search being saved: its name, and how often it alerts (with what that means). Its words are
 * "AlertsClient": the pages that show it wrap it in <PageWords namespaces={["AlertsClient"]}>.
 */
export function SearchFields<F extends AlertFrequency>({
  name,
  onName,
  frequency,
  onFrequency,
  choices,
  hint,
}: {
  name: string;
  onName: (name: string) => void;
  frequency: F;
  onFrequency: (frequency: F) => void;
  choices: readonly F[];
  hint: React.ReactNode;
}) {
  const t = useTranslations("AlertsClient");
  const frequencyLabel = useFrequencyLabel();
  const hintId = useId();
  const group = useId();
  return (
    <>
      <Field label={t("fields.name")}>
        {(a11y) => (
          <input
            {...a11y}
            value={name}
            onChange={(e) => onName(e.target.value)}
            maxLength={MAX_SEARCH_NAME}
            required
            className={inputClass}
          />
        )}
      </Field>
      <fieldset className="grid gap-1" aria-describedby={hintId}>
        <legend className="text-sm font-medium text-ink-800">{t("fields.howOften")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {choices.map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={group}
                value={value}
                checked={frequency === value}
                onChange={() => onFrequency(value)}
              />
              {frequencyLabel(value)}
            </label>
          ))}
        </div>
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      </fieldset>
    </>
  );
}
