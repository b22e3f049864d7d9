"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_STATES,
  availabilityLabel,
  todayInIndia,
  type Availability,
  type AvailabilityState,
} from "@/lib/availability";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { buttonClass, Field, inputClass } from "../forms/Field";

/** Whether the member can take work: shown on their card and profile, and what casting searches on. */
export function AvailabilityPanel({ initial }: { initial: Availability }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [state, setState] = useState<AvailabilityState>(initial.state);
  const [until, setUntil] = useState(initial.until ?? "");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await requestJson("PUT", "/api/user/availability", {
        availability: state,
        until: state === "ON_SHOOT" ? until : null,
      });
      if (!answer.ok) {
        setError(answer.body.errors?.until);
        toast.error(answer.body.message ?? "Your availability could not be saved.");
        return;
      }
      toast.success(answer.body.message ?? "Availability saved.");
      router.refresh();
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
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
