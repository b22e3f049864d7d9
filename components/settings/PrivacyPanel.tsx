"use client";

import { useState } from "react";
import { ADULT_AGE } from "@/lib/accounts/minors";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { useGuardianState } from "./GuardianPanel";

const LABEL = "Let verified casting teams see my date of birth, measurements and intimate-content preferences";

/**
 * Whether verified casting teams may see the member's private details (PUT /api/me/privacy). The public
 * profile never shows them; a minor's are never shared, so a minor sees why instead of the switch.
 */
export function PrivacyPanel({ initial }: { initial: boolean }) {
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
        done: (ok) => ok.body.message ?? "Your privacy choice is saved.",
        failed: "Your privacy choice could not be saved.",
      },
    );
    const saved = (answer?.body.data as { sharePrivateDetails?: boolean } | undefined)?.sharePrivateDetails;
    setShared(answer?.ok && typeof saved === "boolean" ? saved : answer?.ok ? next : !next);
  };

  return (
    <section className="grid gap-3 rounded-2xl border border-gray-100 p-5" aria-labelledby="privacy-title">
      <div>
        <h2 id="privacy-title" className="text-xl font-semibold">
          Private details
        </h2>
        <p className="text-sm text-gray-600">
          Your public profile shows your age, never your date of birth, measurements or intimate-content preferences.
        </p>
      </div>
      {guardian?.minor ? (
        <p data-testid="privacy-minor" className="text-sm text-gray-700">
          The private details of members under {ADULT_AGE} are never shared, not even with verified casting teams. Only
          you see them.
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
            {LABEL}
          </span>
        </div>
      )}
    </section>
  );
}
