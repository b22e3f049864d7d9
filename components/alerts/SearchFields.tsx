"use client";

import { useId } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { FREQUENCY_LABELS, MAX_SEARCH_NAME, type AlertFrequency } from "@/lib/alerts/options";

/** The fields of a search being saved: its name, and how often it alerts (with what that means). */
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
  const hintId = useId();
  const group = useId();
  return (
    <>
      <Field label="Name this search">
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
        <legend className="text-sm font-medium text-ink-800">How often</legend>
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
              {FREQUENCY_LABELS[value]}
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
