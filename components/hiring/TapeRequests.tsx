"use client";

import { useState } from "react";
import { useTranslations } from "#words";
import { ConfirmedRequestButton } from "./ConfirmedRequestButton";
import { SelfTape } from "./SelfTape";
import { SMALL_BUTTON } from "./small-button";
import { TapeStateLine } from "./TapeState";
import { ResumableUploadInput } from "../uploads/ResumableUploadInput";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest, useRequestWords } from "@/lib/client/use-request";
import type { TapeRequestView } from "@/lib/tapes/views";
import {
  defaultDue,
  earliestDue,
  indiaFieldValue,
  MAX_INSTRUCTIONS,
  MIN_NOTICE_HOURS,
  RECOMMENDED_SIDES_PAGES,
} from "@/lib/tapes/rules";

const FIELD = "w-full rounded-lg border border-gray-300 px-3 py-2";

/**
 * The casting team's form that asks the chosen applicants for a tape: instructions, a deadline at least 48 hours
 * away (4 days offered), and sides sent as a resumable upload.
 */
export function AskForTape({
  callId,
  applicationIds,
  sidesMaxBytes,
  onDone,
  onCancel,
}: {
  callId: string;
  applicationIds: string[];
  sidesMaxBytes: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("TapesClient");
  const words = useRequestWords();
  const { busy, send } = useRequest();
  const [instructions, setInstructions] = useState("");
  const [due, setDue] = useState(() => indiaFieldValue(defaultDue(new Date())));
  const [sidesPhase, setSidesPhase] = useState("idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (form: HTMLFormElement) => {
    // Sides on their way hold the request; sides that failed to upload are left out (the field says so).
    if (["uploading", "paused", "waiting"].includes(sidesPhase)) return setErrors({ sides: t("ask.waitSides") });
    const sidesUploadId = new FormData(form).get("sidesUploadId");
    const answer = await send(
      "POST",
      `/api/calls/${callId}/tape-requests`,
      { applicationIds, instructions, dueAt: due, ...(sidesUploadId ? { sidesUploadId } : {}) },
      { done: (a) => String(a.body.message), failed: words.failed },
    );
    if (answer?.ok) onDone();
    else setErrors(answer?.body.errors ?? {});
  };
  const problem = (name: string) =>
    errors[name] ? (
      <p role="alert" className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  return (
    <form
      className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="ask-for-tape"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <h3 className="font-semibold">{t("ask.title", { count: applicationIds.length })}</h3>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t("state.instructions")}</span>
        <textarea
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
          maxLength={MAX_INSTRUCTIONS}
          rows={4}
          required
          className={FIELD}
        />
        <span className="text-xs text-gray-600">{t("ask.instructionsHint")}</span>
      </label>
      {problem("instructions")}
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t("ask.due")}</span>
        <input
          type="datetime-local"
          value={due}
          min={indiaFieldValue(earliestDue(new Date()))}
          onChange={(e) => setDue(e.target.value)}
          required
          className={FIELD}
        />
        <span className="text-xs text-gray-600">{t("ask.dueHint", { hours: MIN_NOTICE_HOURS })}</span>
      </label>
      {problem("dueAt")}
      <div className="grid gap-1 text-sm">
        <label htmlFor="tape-sides" className="font-medium">
          {t("ask.sides")}
        </label>
        <ResumableUploadInput
          purpose="sides"
          name="sidesUploadId"
          maxBytes={sidesMaxBytes}
          maxMinutes={0}
          inputProps={{ id: "tape-sides", "aria-invalid": Boolean(errors.sides) }}
          onPhaseChange={setSidesPhase}
        />
        <span className="text-xs text-gray-600">{t("ask.sidesHint", { pages: RECOMMENDED_SIDES_PAGES })}</span>
      </div>
      {problem("sides")}
      {problem("sidesUploadId")}
      {Object.entries(errors)
        .filter(([name]) => name.startsWith("applicationIds"))
        .map(([name, message]) => (
          <p key={name} role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={SMALL_BUTTON} disabled={busy}>
          {t("ask.send")}
        </button>
        <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
          {t("ask.cancel")}
        </button>
      </div>
    </form>
  );
}

/** A request on a triage card: its state and deadline, the tape once sent, and the team's extend and withdraw. */
export function TeamTapeRequest({ request, name }: { request: TapeRequestView; name: string }) {
  const t = useTranslations("TapesClient");
  const hydrated = useHydrated();
  const words = useRequestWords();
  const { busy, send } = useRequest();
  const [due, setDue] = useState(() => indiaFieldValue(new Date(Date.parse(request.dueAt) + 2 * 86_400_000)));
  const open = request.state === "requested" || request.state === "late";
  return (
    <section className="mt-4 grid gap-2 rounded-lg border border-gray-100 p-3" data-testid="tape-request">
      <TapeStateLine request={request} />
      <details className="text-sm">
        <summary className="cursor-pointer text-gray-600">{t("state.instructions")}</summary>
        <p className="mt-1 whitespace-pre-line text-gray-700">{request.instructions}</p>
        {request.sidesUrl && (
          <a href={request.sidesUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {t("state.sides")}
          </a>
        )}
      </details>
      {request.tape && <SelfTape video={request.tape} />}
      {request.note && <p className="text-sm text-gray-700">{t("state.note", { note: request.note })}</p>}
      {open && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs">
            <span>{t("team.extendLabel", { name })}</span>
            <input
              type="datetime-local"
              value={due}
              onChange={(e) => setDue(e.target.value)}
              className="rounded-lg border border-gray-300 px-2 py-1 text-sm"
            />
          </label>
          <button
            type="button"
            className={SMALL_BUTTON}
            disabled={!hydrated || busy}
            onClick={() =>
              void send(
                "PATCH",
                `/api/tape-requests/${request.id}`,
                { dueAt: due },
                {
                  done: (a) => String(a.body.message),
                  failed: words.failed,
                },
              )
            }
          >
            {t("team.extend")}
          </button>
          <ConfirmedRequestButton
            confirm={t("team.withdrawConfirm", { name })}
            method="DELETE"
            url={`/api/tape-requests/${request.id}`}
            done={t("state.withdrawn")}
            failed={words.failed}
            busyLabel={t("team.withdraw")}
            className="text-sm text-red-700 underline disabled:opacity-60"
          >
            {t("team.withdraw")}
          </ConfirmedRequestButton>
        </div>
      )}
    </section>
  );
}
