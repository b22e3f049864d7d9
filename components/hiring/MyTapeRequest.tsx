"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useState } from "react";
import { useTranslations } from "#words";
import { TapeStateLine } from "./TapeState";
import { ResumableUploadInput } from "../uploads/ResumableUploadInput";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest, useRequestWords } from "@/lib/client/use-request";
import { dayLabel } from "@/lib/i18n/date-labels";
import type { TapeRequestView } from "@/lib/tapes/views";
import { MAX_TAPE_NOTE } from "@/lib/tapes/rules";

/** What the applicant reads of their tape's state (TapesClient `mine.*`). */
const TAPE_WORDS = { processing: "mine.tapeProcessing", ready: "mine.tapeReady", failed: "mine.tapeFailed" } as const;

const BUTTON =
  "justify-self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50";

/**
 * A tape request on the applicant's page: the team's instructions, the sides, the deadline, and, until the deadline,
 * the tape sent as a resumable upload (a dropped connection or a reload carries on) with a note.
 */
export function MyTapeRequest({
  request,
  organization,
  video,
}: {
  request: TapeRequestView;
  organization: string;
  video: { maxBytes: number; maxMinutes: number };
}) {
  const t = useTranslations("TapesClient");
  const tw = useTranslations("UploadsClient");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const words = useRequestWords();
  const { busy, send } = useRequest();
  const [phase, setPhase] = useState("idle");
  const [note, setNote] = useState(request.note);
  const [problem, setProblem] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);
  const open = request.open;
  const refused = request.tape?.status === "failed";
  const showForm = request.state === "requested" || replacing || refused;

  const submit = async (form: HTMLFormElement) => {
    const uploadId = new FormData(form).get("uploadId");
    if (phase !== "done" || !uploadId)
      return setProblem(phase === "idle" || phase === "failed" ? t("mine.chooseFirst") : tw("video.wait"));
    setProblem(null);
    const answer = await send(
      "POST",
      `/api/tape-requests/${request.id}/tape`,
      { uploadId, note },
      { done: (a) => String(a.body.message), failed: words.failed },
    );
    if (answer?.ok) setReplacing(false);
    else if (answer) setProblem(Object.values(answer.body.errors ?? {})[0] ?? null);
  };

  return (
    <section
      id={`tape-${request.id}`}
      className="mt-3 grid w-full scroll-mt-24 gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4"
      data-testid="my-tape-request"
    >
      <h3 className="font-semibold">{t("mine.title", { org: organization })}</h3>
      <TapeStateLine request={request} />
      <div className="text-sm">
        <p className="font-medium">{t("state.instructions")}</p>
        <p className="whitespace-pre-line text-gray-700">{request.instructions}</p>
      </div>
      {request.sidesUrl && (
        <a href={request.sidesUrl} className="text-sm font-medium text-brand-700 underline" download>
          {t("mine.sides")}
        </a>
      )}
      {request.state === "late" && <p className="text-sm text-gray-700">{t("mine.late")}</p>}
      {request.state === "withdrawn" && <p className="text-sm text-gray-700">{t("mine.withdrawn")}</p>}
      {request.state === "received" && request.submittedAt && (
        <p className="text-sm text-gray-700" data-testid="tape-sent">
          {t("mine.sent", { day: dayLabel(request.submittedAt, "short", locale) })}
        </p>
      )}
      {request.tape && (
        <p className={`text-sm ${refused ? "text-red-700" : "text-gray-700"}`} data-testid="my-tape-state">
          {t(TAPE_WORDS[request.tape.status])}
        </p>
      )}
      {open && !showForm && (
        <button
          type="button"
          className="justify-self-start text-sm text-brand-700 underline"
          onClick={() => setReplacing(true)}
        >
          {t("mine.sendAgain")}
        </button>
      )}
      {open && showForm && (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <label htmlFor={`tape-file-${request.id}`} className="text-sm font-medium">
            {t("mine.tape")}
          </label>
          <ResumableUploadInput
            purpose="tape"
            name="uploadId"
            maxBytes={video.maxBytes}
            maxMinutes={video.maxMinutes}
            inputProps={{ id: `tape-file-${request.id}`, "aria-invalid": Boolean(problem) }}
            onPhaseChange={setPhase}
          />
          <label className="grid gap-1 text-sm">
            <span className="font-medium">{t("mine.note")}</span>
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={MAX_TAPE_NOTE}
              rows={2}
              className="w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <button type="submit" className={BUTTON} disabled={!hydrated || busy}>
            {t("mine.send")}
          </button>
        </form>
      )}
    </section>
  );
}
