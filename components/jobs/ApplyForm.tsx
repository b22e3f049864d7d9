"use client";

import { useTranslations } from "#words";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { postMultipart } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import type { StatusName } from "@/lib/hiring/status-labels";
import { statusLabel } from "@/lib/hiring/job-names";
import { Link } from "@/lib/i18n/link";
import { useUploadErrorText } from "@/lib/media/client/upload-errors";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { onItsWay, type ResumableState } from "@/lib/uploads/client/use-resumable-upload";
import { buttonClass, Field, inputClass } from "../forms/Field";
import { ResumableUploadInput } from "../uploads/ResumableUploadInput";
import { usePushOffer } from "@/components/pwa/use-push-offer";

export interface ApplyCall {
  id: string;
  questions: string[];
  requiresSelfTape: boolean;
  requiresPortfolio: boolean;
  roles: { id: string; name: string }[];
  /** The largest and longest self-tape taken (UPLOAD_VIDEO_MAX_MB, UPLOAD_VIDEO_MAX_MINUTES). */
  video: { maxBytes: number; maxMinutes: number };
}

interface Applied {
  id: string;
  status: StatusName;
  role: { id: string };
}

const MB = 1024 * 1024;

/**
 * A signed-in talent member's application to one role: answers, a note, a self-tape. Free, always. The server
 * answers in the page's language; a self-tape's refusal is said in it by useUploadErrorText (its page sends
 * UPLOAD_ERROR_WORDS: ApplyBox).
 */
export function ApplyForm({ call }: { call: ApplyCall }) {
  const t = useTranslations("JobsClient");
  const offerPush = usePushOffer();
  const tw = useTranslations("UploadsClient");
  const words = useRequestWords();
  const uploadText = useUploadErrorText();
  const [applied, setApplied] = useState<Applied[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [tape, setTape] = useState<ResumableState["phase"]>("idle");
  const onTapePhase = useCallback((phase: ResumableState["phase"]) => {
    setTape(phase);
    // A tape that has arrived answers "wait for the upload" (and the server's "add a tape").
    if (phase === "done") setErrors(({ selfTape: _, selfTapeUploadId: __, ...rest }) => rest);
  }, []);
  const [sent, setSent] = useState(0);

  useEffect(() => {
    let live = true;
    void fetch(`/api/me/applications?callId=${encodeURIComponent(call.id)}`, { cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: Applied[] }>) : { data: [] }))
      .then((body) => live && setApplied(body.data))
      .catch(() => live && setApplied([]));
    return () => {
      live = false;
    };
  }, [call.id]);

  if (applied === null) return <p className="text-gray-600">{t("form.checking")}</p>;
  const open = call.roles.filter((role) => !applied.some((a) => a.role.id === role.id));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const answers = call.questions.map((_, i) => text(`answer${i}`));
    for (let i = 0; i < call.questions.length; i++) data.delete(`answer${i}`);
    data.set("answers", JSON.stringify(answers));
    if (onItsWay(tape)) {
      setErrors({ selfTape: tw("video.wait") });
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      const answer = await postMultipart(`/api/calls/${call.id}/applications`, data, setProgress);
      if (!answer.ok) {
        setErrors(
          Object.fromEntries(
            Object.entries(answer.body.errors ?? {}).map(([field, message]) => [
              field,
              uploadText.field(message) ?? "",
            ]),
          ),
        );
        toast.error(uploadText.refusal(answer.body) ?? t("form.failed"));
        return;
      }
      toast.success(t("form.sent"));
      offerPush();
      const role = text("roleId");
      setApplied((list) => [
        ...(list ?? []),
        { id: String((answer.body.data as { id: string }).id), status: "submitted", role: { id: role } },
      ]);
      form.reset();
      setSent((count) => count + 1);
    } catch {
      toast.error(words.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-4">
      {applied.length > 0 && (
        <ul className="grid gap-2" data-testid="applied">
          {applied.map((a) => (
            <li key={a.id} className="rounded-lg bg-white p-3 text-sm">
              {t.rich("form.applied", {
                role: call.roles.find((r) => r.id === a.role.id)?.name ?? "",
                status: statusLabel(t, a.status),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}{" "}
              <Link href="/my-applications" className="text-brand-700 underline">
                {t("form.myApplications")}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("form.label")}>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-800">{t("form.role")}</legend>
            {open.map((role, i) => (
              <label key={role.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="roleId"
                  value={role.id}
                  defaultChecked={i === 0}
                  className="accent-brand-700"
                />
                {role.name}
              </label>
            ))}
            {errors.roleId && (
              <p role="alert" className="text-sm text-red-700">
                {errors.roleId}
              </p>
            )}
          </fieldset>
          {call.questions.map((question, i) => (
            <Field
              key={question}
              label={question}
              error={errors[`answers.${i}`] ?? (i === 0 ? errors.answers : undefined)}
              required
            >
              {(a11y) => <textarea {...a11y} name={`answer${i}`} rows={2} maxLength={1000} className={inputClass} />}
            </Field>
          ))}
          <Field label={t("form.note")} error={errors.note} hint={t("form.noteHint")}>
            {(a11y) => <textarea {...a11y} name="note" rows={3} maxLength={1000} className={inputClass} />}
          </Field>
          <Field
            label={t("form.selfTape")}
            error={errors.selfTape ?? errors.selfTapeUploadId}
            required={call.requiresSelfTape}
            hint={t("form.selfTapeHint", {
              required: call.requiresSelfTape ? "yes" : "no",
              size: Math.round(call.video.maxBytes / MB),
              minutes: call.video.maxMinutes,
            })}
          >
            {(a11y) => (
              <ResumableUploadInput
                key={sent}
                purpose="selfTape"
                name="selfTapeUploadId"
                maxBytes={call.video.maxBytes}
                maxMinutes={call.video.maxMinutes}
                inputProps={a11y}
                onPhaseChange={onTapePhase}
              />
            )}
          </Field>
          {(errors.profilePic || errors.portfolio) && (
            <p role="alert" className="text-sm text-red-700">
              {[errors.profilePic, errors.portfolio]
                .filter(Boolean)
                .map((problem) => `${problem}.`)
                .join(" ")}{" "}
              <Link href={PROFILE_SETTINGS_PATH} className="underline">
                {t("form.profileSettings")}
              </Link>
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={progress !== null} className={buttonClass}>
              {progress === null ? t("form.submit") : t("form.sending", { percent: Math.round(progress * 100) })}
            </button>
            <span className="text-sm text-gray-600">{t("form.goesWith")}</span>
          </div>
        </form>
      )}
    </div>
  );
}
