"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useState } from "react";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { clientOnly } from "@/lib/client/lazy";
import { useSession } from "@/lib/client/session";
import { CALLS_PATH } from "@/lib/hiring/paths";
import type { Frequency } from "./CallAlertForm";

// The form comes with its first opening: the jobs page's first load carries the button alone.
const CallAlertForm = clientOnly(
  () => import("./CallAlertForm").then((m) => m.CallAlertForm),
  <div aria-hidden="true" className="h-64 w-full max-w-xl animate-pulse rounded-xl bg-gray-100" />,
);

/**
 * Under the jobs page's filters: saves them as a search that alerts the member (bell, mail, and WhatsApp
 * if they chose it) as soon as a matching call is published, or in a morning digest. Visitors are asked to
 * sign in first, and come back to the same filters. Its words are "AlertsClient": the jobs page wraps it in
 * `<PageWords namespaces={CALL_ALERT_BUTTON_WORDS}>` (./alert-button-words.ts).
 */
export function CallAlertButton({ params, suggestedName }: { params: string; suggestedName: string }) {
  const t = useTranslations("AlertsClient");
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Frequency>();
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
  return <CallAlertForm params={params} suggestedName={suggestedName} onSaved={setSaved} />;
}
