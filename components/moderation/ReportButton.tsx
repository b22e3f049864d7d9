"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useId, useRef, useState } from "react";
import { useSession } from "@/lib/client/session";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { OFFLINE_MESSAGE } from "@/lib/client/use-request";
import { MAX_REPORT_DETAILS, REPORT_REASONS, type ReportTargetName } from "@/lib/moderation/reasons";

const WHAT: Record<ReportTargetName, string> = {
  profile: "profile",
  call: "casting call",
  message: "message",
  review: "review",
};

/**
 * "Report": a dialog with the reasons and room for details, sent to the admins' queue. A visitor is asked
 * to sign in first; one's own profile, call, message or review has no button. The button is disabled (dimmed)
 * until the browser knows who is signed in: in the server's HTML, and while the session loads, a press
 * could neither open the dialog nor tell a member from a visitor.
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
  className = "text-sm text-gray-600 underline hover:text-red-700",
}: {
  targetType: ReportTargetName;
  targetId: string;
  /** the member answerable for the target: they see no button */
  ownerId: string;
  className?: string;
}) {
  const router = useRouter();
  const { data: session, status } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<string>("");
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  // Shown inside the dialog: a modal dialog sits above the page's toasts, which its backdrop would hide.
  const [problem, setProblem] = useState("");
  const titleId = useId();
  const problemId = useId();
  if (session?.user.id === ownerId) return null;
  // The server renders the session as loading, so this is also false until the page has hydrated.
  const ready = status !== "loading";

  const open = () => {
    if (status !== "authenticated") {
      router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    dialog.current?.showModal();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem("Choose a reason.");
      return;
    }
    setProblem("");
    setBusy(true);
    try {
      const answer = await requestJson("POST", "/api/reports", { targetType, targetId, reason, details });
      if (!answer.ok) {
        const message = answer.body.message ?? "Your report could not be sent.";
        if (answer.status !== 409) {
          setProblem(message);
          return;
        }
        toast.error(message);
      } else {
        toast.success(answer.body.message ?? "Thank you. Our team will look at your report.");
      }
      dialog.current?.close();
      setReason("");
      setDetails("");
    } catch {
      setProblem(OFFLINE_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={!ready}
        className={`${className} disabled:cursor-wait disabled:opacity-60`}
        data-testid={`report-${targetType}`}
      >
        Report<span className="sr-only"> this {WHAT[targetType]}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setProblem("")}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 text-left text-ink-900 backdrop:bg-black/50"
      >
        <form onSubmit={submit} className="grid gap-4 p-6" aria-describedby={problem ? problemId : undefined}>
          <h2 id={titleId} className="text-xl font-bold">
            Report this {WHAT[targetType]}
          </h2>
          <p className="text-sm text-gray-600">
            Only Castfolio&apos;s team sees your report; the member is not told who sent it.
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold">What is wrong?</legend>
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
                {r}
              </label>
            ))}
          </fieldset>
          <label className="grid gap-1">
            <span className="font-semibold">Details (optional)</span>
            <textarea
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              maxLength={MAX_REPORT_DETAILS}
              rows={3}
              placeholder="What happened? A phone number or amount they asked for helps us act quickly."
              className="rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          {problem && (
            <p
              id={problemId}
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
            >
              {problem}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? "Sending…" : "Send report"}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
