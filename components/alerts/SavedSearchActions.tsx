"use client";

import type { SavedSearchKind } from "@/lib/alerts/options";
import { useRequest } from "@/lib/client/use-request";

/** A saved search's controls: alerts on or off (calls searches), and delete. */
export function SavedSearchActions({
  id,
  name,
  kind,
  alerting,
}: {
  id: string;
  name: string;
  kind: SavedSearchKind;
  alerting: boolean;
}) {
  const { busy, send } = useRequest();
  const url = `/api/saved-searches/${id}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {kind === "calls" && (
        <button
          type="button"
          role="switch"
          aria-checked={alerting}
          aria-label={`Alerts for ${name}`}
          disabled={busy}
          onClick={() =>
            send(
              "PATCH",
              url,
              { frequency: alerting ? "off" : "instant" },
              { done: alerting ? "Alerts are off." : "Alerts are on.", failed: "The search could not be changed." },
            )
          }
          className="inline-flex items-center gap-2 text-sm"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-5 w-9 rounded-full transition ${alerting ? "bg-brand-700" : "bg-gray-300"}`}
          >
            <span
              className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition ${alerting ? "left-4" : "left-0.5"}`}
            />
          </span>
          {alerting ? "Alerts on" : "Alerts off"}
        </button>
      )}
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
