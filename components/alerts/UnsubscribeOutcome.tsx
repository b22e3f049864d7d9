"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/forms/Field";
import { LinkOutcomeNote } from "@/components/auth/LinkOutcomeNote";
import { SAVED_SEARCHES_PATH, type AlertFrequency } from "@/lib/alerts/options";
import { useRequestWords } from "@/lib/client/use-request";
import { requestJson } from "@/lib/client/upload";

interface Outcome {
  ok: boolean;
  message: string;
  was?: AlertFrequency;
  /** Whether the last answer turned alerts back on. */
  resumed?: boolean;
}

/**
 * Turns a saved search's alerts off as soon as the mail's link opens in a browser (mail scanners that fetch
 * links without running scripts change nothing), says so, and offers to undo it.
 */
export function UnsubscribeOutcome({ token }: { token: string }) {
  const t = useTranslations("AuthClient");
  const words = useRequestWords();
  const address = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  const post = async (body?: { frequency: AlertFrequency }) => {
    try {
      const answer = await requestJson("POST", address, body);
      const data = answer.body.data as { was?: AlertFrequency } | undefined;
      return {
        ok: answer.ok,
        message: answer.body.message ?? words.failed,
        was: data?.was,
        resumed: answer.ok && Boolean(body),
      };
    } catch {
      return { ok: false, message: words.offline };
    }
  };

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void post().then(setOutcome);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  if (!outcome) return <p role="status">{t("unsubscribe.turningOff")}</p>;
  const was = outcome.was;
  const undo = async () => {
    if (!was || was === "off") return;
    setBusy(true);
    setOutcome({ ...(await post({ frequency: was })), was });
    setBusy(false);
  };
  // Offered again after an undo that failed (offline): the alerts are still off.
  const canUndo = !outcome.resumed && was && was !== "off";
  return (
    <div className="grid gap-4">
      <LinkOutcomeNote outcome={outcome} testId="unsubscribe-outcome" />
      {canUndo && (
        <button type="button" onClick={() => void undo()} disabled={busy} className={buttonClass}>
          {busy ? t("unsubscribe.turningOn") : t("unsubscribe.undo")}
        </button>
      )}
      <Link href={SAVED_SEARCHES_PATH} className="text-center text-sm font-semibold text-brand-700 underline">
        {t("unsubscribe.savedSearches")}
      </Link>
    </div>
  );
}
