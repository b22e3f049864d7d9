"use client";

import { FREQUENCIES_OF, FREQUENCY_LABELS, type AlertFrequency, type SavedSearchKind } from "@/lib/alerts/options";
import { useRequest } from "@/lib/client/use-request";

/** A saved search's controls: how often it alerts (or not at all), and delete. */
export function SavedSearchActions({
  id,
  name,
  kind,
  frequency,
}: {
  id: string;
  name: string;
  kind: SavedSearchKind;
  frequency: AlertFrequency;
}) {
  const { busy, send } = useRequest();
  const url = `/api/saved-searches/${id}`;
  const change = (next: AlertFrequency) =>
    send(
      "PATCH",
      url,
      { frequency: next },
      {
        done: next === "off" ? "Alerts are off." : `Alerts: ${FREQUENCY_LABELS[next].toLowerCase()}.`,
        failed: "The search could not be changed.",
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="inline-flex items-center gap-2 text-sm text-gray-700">
        Alerts
        <select
          aria-label={`Alerts for ${name}`}
          value={frequency}
          disabled={busy}
          onChange={(e) => void change(e.target.value as AlertFrequency)}
          className="rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm"
        >
          {FREQUENCIES_OF[kind].map((value) => (
            <option key={value} value={value}>
              {FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Delete the saved search "${name}"?`)) {
            void send("DELETE", url, undefined, { done: "Saved search deleted.", failed: "It could not be deleted." });
          }
        }}
        className="text-sm font-semibold text-red-700 underline"
      >
        Delete
      </button>
    </div>
  );
}
