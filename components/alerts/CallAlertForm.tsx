"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { buttonClass } from "@/components/forms/Field";
import { FREQUENCIES_OF, INSTANT_ALERTS_PER_HOUR, type AlertFrequency } from "@/lib/alerts/options";
import { useRequest } from "@/lib/client/use-request";
import { SearchFields } from "./SearchFields";

export type Frequency = Exclude<AlertFrequency, "off">;
const CHOICES = FREQUENCIES_OF.calls.filter((f): f is Frequency => f !== "off");

/** The form "Alert me" opens (./CallAlertButton.tsx, which loads it with its first press): a name and how often. */
export function CallAlertForm({
  params,
  suggestedName,
  onSaved,
}: {
  params: string;
  suggestedName: string;
  onSaved: (frequency: Frequency) => void;
}) {
  const t = useTranslations("AlertsClient");
  const { busy, send } = useRequest();
  const [frequency, setFrequency] = useState<Frequency>("instant");
  const [name, setName] = useState(suggestedName);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await send(
      "POST",
      "/api/saved-searches",
      { kind: "calls", name, params, frequency },
      { done: t("save.done"), failed: t("save.failed") },
    );
    if (answer?.ok) onSaved(frequency);
  };
  return (
    <form
      onSubmit={save}
      aria-label={t("calls.button")}
      className="grid max-w-xl gap-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <SearchFields
        name={name}
        onName={setName}
        frequency={frequency}
        onFrequency={setFrequency}
        choices={CHOICES}
        hint={t("calls.hint", { count: INSTANT_ALERTS_PER_HOUR })}
      />
      <button type="submit" disabled={busy || !name.trim()} className={`${buttonClass} justify-self-start`}>
        {busy ? t("save.saving") : t("calls.submit")}
      </button>
    </form>
  );
}
