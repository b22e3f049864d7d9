"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useState } from "react";
import { buttonClass } from "@/components/forms/Field";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { useRequest } from "@/lib/client/use-request";
import { SearchFields } from "./SearchFields";

const FREQUENCIES = ["weekly", "daily"] as const;
type Frequency = (typeof FREQUENCIES)[number];

const linkClass = "font-semibold text-brand-700 underline";

/**
 * The form of "Save this search" (loaded when it is opened): a talent search's name and how often it alerts.
 * Its words are "AlertsClient", as its button's (SaveSearchButton).
 */
export function SaveSearchForm({ params, suggestedName }: { params: string; suggestedName: string }) {
  const t = useTranslations("AlertsClient");
  const { busy, send } = useRequest();
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const [saved, setSaved] = useState<{ name: string; frequency: Frequency }>();
  const [refusal, setRefusal] = useState<string>();

  if (saved) {
    return (
      <p className="w-full text-sm break-words text-gray-700" role="status">
        {t("talent.saved", saved)}{" "}
        <Link href={SAVED_SEARCHES_PATH} className={linkClass}>
          {t("save.yourSearches")}
        </Link>
      </p>
    );
  }
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const answer = await send(
      "POST",
      "/api/saved-searches",
      { kind: "talent", name: name.trim(), params, frequency },
      { done: t("save.done"), failed: t("save.failed") },
    );
    if (answer?.ok) setSaved({ name: name.trim(), frequency });
    // Already saved, or too many saved: the way out is on the saved searches page.
    else if (answer?.status === 409) setRefusal(answer.body.message ?? t("save.failed"));
  };
  return (
    <form
      onSubmit={save}
      aria-label={t("talent.button")}
      className="grid w-full max-w-xl gap-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <SearchFields
        name={name}
        onName={setName}
        frequency={frequency}
        onFrequency={setFrequency}
        choices={FREQUENCIES}
        hint={t("talent.hint")}
      />
      {refusal && (
        <p className="text-sm text-red-700">
          {refusal}{" "}
          <Link href={SAVED_SEARCHES_PATH} className={linkClass}>
            {t("save.yourSearches")}
          </Link>
        </p>
      )}
      <button type="submit" disabled={busy || !name.trim()} className={`${buttonClass} justify-self-start`}>
        {busy ? t("save.saving") : t("talent.submit")}
      </button>
    </form>
  );
}
