"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { ADULT_AGE } from "@/lib/members/minors";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { useGuardianState } from "./GuardianPanel";

/**
 * Whether verified casting teams may see the member's private details (PUT /api/me/privacy). The public
 * profile never shows them; a minor's are never shared, so a minor sees why instead of the switch.
 */
export function PrivacyPanel({ initial }: { initial: boolean }) {
  const t = useTranslations("SettingsClient");
  const profile = useTranslations("ProfileClient");
  const hydrated = useHydrated();
  const guardian = useGuardianState();
  const { busy, send } = useRequest();
  const [shared, setShared] = useState(initial);

  const toggle = async () => {
    const next = !shared;
    setShared(next);
    const answer = await send(
      "PUT",
      "/api/me/privacy",
      { sharePrivateDetails: next },
      {
        // The API says so in the page's language (the request asks for it).
        done: (ok) => ok.body.message ?? t("privacy.saved"),
        failed: t("privacy.failed"),
      },
    );
    const saved = (answer?.body.data as { sharePrivateDetails?: boolean } | undefined)?.sharePrivateDetails;
    setShared(answer?.ok && typeof saved === "boolean" ? saved : answer?.ok ? next : !next);
  };

  return (
    <section className="grid gap-3 rounded-2xl border border-gray-100 p-5" aria-labelledby="privacy-title">
      <div>
        <h2 id="privacy-title" className="text-xl font-semibold">
          {profile("privateDetails.title")}
        </h2>
        <p className="text-sm text-gray-600">{t("privacy.lead")}</p>
      </div>
      {guardian?.minor ? (
        <p data-testid="privacy-minor" className="text-sm text-gray-700">
          {t("privacy.minor", { age: String(ADULT_AGE) })}
        </p>
      ) : (
        <div className="flex items-start gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={shared}
            aria-labelledby="privacy-switch-label"
            disabled={!hydrated || busy || guardian === undefined}
            onClick={() => void toggle()}
            className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${shared ? "bg-brand-700" : "bg-gray-300"}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${shared ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
          <span id="privacy-switch-label" className="text-sm text-ink-800">
            {t("privacy.switch")}
          </span>
        </div>
      )}
    </section>
  );
}
