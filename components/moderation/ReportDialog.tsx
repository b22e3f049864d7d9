"use client";

import { useTranslations } from "#words";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { MAX_REPORT_DETAILS, REPORT_REASONS, type ReportTargetName } from "@/lib/moderation/reasons";

type Reason = (typeof REPORT_REASONS)[number];

/** Each reason's words (SiteClient `report.reasons.*`): the reason sent and stored stays the English value. */
const REASON_KEYS = {
  "Asks for money": "report.reasons.money",
  "Fake or misleading": "report.reasons.fake",
  Harassment: "report.reasons.harassment",
  Impersonation: "report.reasons.impersonation",
  "Inappropriate content": "report.reasons.inappropriate",
  Other: "report.reasons.other",
} as const satisfies Record<Reason, string>;

/**
 * The report's dialog: the reasons and room for details, sent to the admins' queue. It comes with the first
 * press of "Report" (components/moderation/ReportButton.tsx), and opens again at each `opening`.
 */
export function ReportDialog({
  targetType,
  targetId,
  opening,
}: {
  targetType: ReportTargetName;
  targetId: string;
  /** How many times the button was pressed: each press opens the dialog. */
  opening: number;
}) {
  const t = useTranslations("SiteClient");
  const words = useRequestWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<string>("");
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  // Shown inside the dialog: a modal dialog sits above the page's toasts, which its backdrop would hide.
  const [problem, setProblem] = useState("");
  const titleId = useId();
  const problemId = useId();
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [opening]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t("report.chooseReason"));
      return;
    }
    setProblem("");
    setBusy(true);
    try {
      const answer = await requestJson("POST", "/api/reports", { targetType, targetId, reason, details });
      if (!answer.ok) {
        const message = answer.body.message ?? t("report.notSent");
        if (answer.status !== 409) {
          setProblem(message);
          return;
        }
        toast.error(message);
      } else {
        toast.success(t("report.thanks"));
      }
      dialog.current?.close();
      setReason("");
      setDetails("");
    } catch {
      setProblem(words.offline);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => setProblem("")}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 text-left text-ink-900 backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="grid gap-4 p-6" aria-describedby={problem ? problemId : undefined}>
        <h2 id={titleId} className="text-xl font-bold">
          {t("report.title", { target: targetType })}
        </h2>
        <p className="text-sm text-gray-600">{t("report.privacy")}</p>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{t("report.reason")}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setProblem("");
                }}
                className="h-4 w-4 accent-brand-700"
              />
              {t(REASON_KEYS[r])}
            </label>
          ))}
        </fieldset>
        <label className="grid gap-1">
          <span className="font-semibold">{t("report.details")}</span>
          <textarea
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            maxLength={MAX_REPORT_DETAILS}
            rows={3}
            placeholder={t("report.placeholder")}
            className="rounded-lg border border-gray-300 px-3 py-2"
          />
        </label>
        {problem && (
          <p id={problemId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold"
          >
            {t("report.cancel")}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {busy ? t("report.sending") : t("report.send")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
