"use client";

import { useConfirm } from "@/components/ui/ConfirmDialog";
import { useTranslations } from "#words";
import { FREQUENCIES_OF, type AlertFrequency, type SavedSearchKind } from "@/lib/alerts/options";
import { useRequest } from "@/lib/client/use-request";
import { useFrequencyLabel } from "./SearchFields";

/**
 * A saved search's controls: how often it alerts (or not at all), and delete. Its words are "AlertsClient":
 * the page wraps it in <PageWords namespaces={["AlertsClient"]}>.
 */
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
  const t = useTranslations("AlertsClient");
  const frequencyLabel = useFrequencyLabel();
  const { busy, send } = useRequest();
  const { ask, dialog } = useConfirm();
  const url = `/api/saved-searches/${id}`;
  const change = (next: AlertFrequency) =>
    send(
      "PATCH",
      url,
      { frequency: next },
      { done: t("actions.changed", { frequency: next }), failed: t("actions.changeFailed") },
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {dialog}
      <label className="inline-flex max-w-full flex-wrap items-center gap-2 text-sm text-gray-700">
        {t("actions.alerts")}
        <select
          aria-label={t("actions.alertsFor", { name })}
          value={frequency}
          disabled={busy}
          onChange={(e) => void change(e.target.value as AlertFrequency)}
          className="min-w-0 max-w-full rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm"
        >
          {FREQUENCIES_OF[kind].map((value) => (
            <option key={value} value={value}>
              {frequencyLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          if (await ask(t("actions.deleteConfirm", { name })))
            await send("DELETE", url, undefined, { done: t("actions.deleted"), failed: t("actions.deleteFailed") });
        }}
        className="text-sm font-semibold text-red-700 underline"
      >
        {t("actions.delete")}
      </button>
    </div>
  );
}
