"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/forms/Field";
import {
  FREQUENCIES_OF,
  INSTANT_ALERTS_PER_HOUR,
  SAVED_SEARCHES_PATH,
  type AlertFrequency,
} from "@/lib/alerts/options";
import { useSession } from "@/lib/client/session";
import { CALLS_PATH } from "@/lib/hiring/paths";
import { useRequest } from "@/lib/client/use-request";
import { SearchFields } from "./SearchFields";

type Frequency = Exclude<AlertFrequency, "off">;
const CHOICES = FREQUENCIES_OF.calls.filter((f): f is Frequency => f !== "off");

/**
 * Under the jobs page's filters: saves them as a search that alerts the member (bell, mail, and WhatsApp
 * if they chose it) as soon as a matching call is published, or in a morning digest. Visitors are asked to
 * sign in first, and come back to the same filters. Its words are "AlertsClient": the jobs page wraps it in
 * `<PageWords namespaces={CALL_ALERT_BUTTON_WORDS}>` (./alert-button-words.ts).
 */
export function CallAlertButton({ params, suggestedName }: { params: string; suggestedName: string }) {
  const t = useTranslations("AlertsClient");
  const { status } = useSession();
  const { busy, send } = useRequest();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Frequency>();
  const [frequency, setFrequency] = useState<Frequency>("instant");
  const [name, setName] = useState(suggestedName);
  const here = `${CALLS_PATH}${params ? `?${params}` : ""}`;

  if (status === "unauthenticated") {
    return (
      <Link
        href={`/login?callbackUrl=${encodeURIComponent(here)}`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        {t("calls.signIn")}
      </Link>
    );
  }
  if (saved) {
    return (
      <p className="text-sm text-gray-700" role="status">
        {t("calls.saved", { frequency: saved })}{" "}
        <Link href={SAVED_SEARCHES_PATH} className="font-semibold text-brand-700 underline">
          {t("save.yourSearches")}
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        disabled={status !== "authenticated"}
        onClick={() => setOpen(true)}
        className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {t("calls.button")}
      </button>
    );
  }
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await send(
      "POST",
      "/api/saved-searches",
      { kind: "calls", name, params, frequency },
      { done: t("save.done"), failed: t("save.failed") },
    );
    if (answer?.ok) setSaved(frequency);
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
