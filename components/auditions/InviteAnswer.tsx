"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { inputClass } from "@/components/forms/Field";
import { MAX_ANSWER_NOTE } from "@/lib/auditions/schemas";
import type { InviteStatusName } from "@/lib/auditions/words";
import { ACTION_BUTTON } from "@/components/ui/styles";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";

const PRIMARY = ACTION_BUTTON.primary;
const QUIET = ACTION_BUTTON.quiet;

/**
 * The invitee's answer (PATCH /api/invites/{id}): confirm, or decline / ask for another time with a note.
 * Its words are "ApplicationsClient": the page wraps it in <PageWords namespaces={["ApplicationsClient"]}>.
 */
export function InviteAnswer({ inviteId, status }: { inviteId: string; status: InviteStatusName }) {
  const t = useTranslations("ApplicationsClient");
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [open, setOpen] = useState<"decline" | "reschedule" | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const answer = async (response: "confirm" | "decline" | "reschedule") => {
    if (response !== "confirm" && !note.trim()) {
      setError(t("answer.noteNeeded"));
      return;
    }
    const sent = await send(
      "PATCH",
      `/api/invites/${inviteId}`,
      { response, ...(response === "confirm" ? {} : { note }) },
      { done: (a) => a.body.message ?? t("answer.sent"), failed: t("answer.failed") },
    );
    if (sent?.ok) {
      setOpen(null);
      setNote("");
      setError("");
    }
  };
  return (
    <div className="grid gap-2" data-testid="invite-answer">
      <div className="flex flex-wrap gap-2">
        {status !== "confirmed" && (
          <button type="button" disabled={!hydrated || busy} onClick={() => void answer("confirm")} className={PRIMARY}>
            {t("answer.confirm")}
          </button>
        )}
        {status !== "reschedule" && (
          <button
            type="button"
            disabled={!hydrated || busy}
            onClick={() => setOpen("reschedule")}
            className={QUIET}
            aria-expanded={open === "reschedule"}
          >
            {t("answer.reschedule")}
          </button>
        )}
        {status !== "declined" && (
          <button
            type="button"
            disabled={!hydrated || busy}
            onClick={() => setOpen("decline")}
            className={QUIET}
            aria-expanded={open === "decline"}
          >
            {t("answer.decline")}
          </button>
        )}
      </div>
      {open && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void answer(open);
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            {open === "decline" ? t("answer.whyNot") : t("answer.whichTimes")}
            <textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={MAX_ANSWER_NOTE}
              rows={2}
              className={inputClass}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${inviteId}-note-error` : undefined}
            />
          </label>
          {error && (
            <p id={`${inviteId}-note-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={!hydrated || busy} className={PRIMARY}>
              {busy ? t("answer.sending") : open === "decline" ? t("answer.decline") : t("answer.sendRequest")}
            </button>
            <button type="button" onClick={() => setOpen(null)} className="text-sm underline">
              {t("answer.back")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
