"use client";

import { useState } from "react";
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATES,
  availabilityLabel,
  type Availability,
  type AvailabilityState,
} from "@/lib/profiles/availability-states";
import { todayInIndia } from "@/lib/dates";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { buttonClass, Field, inputClass } from "../forms/Field";

/** Whether the member can take work: shown on their card and profile, and what casting searches on. */
export function AvailabilityPanel({ initial }: { initial: Availability }) {
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [state, setState] = useState<AvailabilityState>(initial.state);
  const [until, setUntil] = useState(initial.until ?? "");
  const [error, setError] = useState<string>();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const body = { availability: state, until: state === "ON_SHOOT" ? until : null };
    const answer = await send("PUT", "/api/user/availability", body, {
      done: (ok) => ok.body.message ?? "Availability saved.",
      failed: "Your availability could not be saved.",
    });
    if (answer && !answer.ok) setError(answer.body.errors?.until);
  };

  return (
    <form
      onSubmit={save}
      className="grid gap-4 rounded-2xl border border-gray-100 p-5"
      aria-labelledby="availability-title"
    >
      <div>
        <h2 id="availability-title" className="text-xl font-semibold">
          Availability
        </h2>
        <p className="text-sm text-gray-600">
          Now showing: <strong>{availabilityLabel(initial)}</strong>. Casting directors can search for members who are
          free.
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Your availability</legend>
        {AVAILABILITY_STATES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="availability"
              value={value}
              checked={state === value}
              onChange={() => setState(value)}
              className="h-4 w-4 accent-brand-600"
            />
            {AVAILABILITY_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {state === "ON_SHOOT" && (
        <div className="max-w-xs">
          <Field
            label="Last day of the shoot"
            required
            error={error}
            hint="After this day you show as available again."
          >
            {(a11y) => (
              <input
                {...a11y}
                type="date"
                min={todayInIndia()}
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      )}
      <div>
        <button type="submit" disabled={!hydrated || busy} className={buttonClass}>
          {busy ? "Saving…" : "Save availability"}
        </button>
      </div>
    </form>
  );
}
