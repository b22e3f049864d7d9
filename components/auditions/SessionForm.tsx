"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { useFieldArray, useForm, useWatch, type Control } from "react-hook-form";
import type { z } from "zod";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import type { SessionView } from "@/lib/auditions/views";
import { sessionSchema } from "@/lib/auditions/schemas";
import { MAX_BREAKS, minutesOf, slotSpans } from "@/lib/auditions/slots";
import { startClock } from "@/lib/auditions/words";
import { useHydrated } from "@/lib/client/hydrated";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { momentInIndia } from "@/lib/dates";
import { countArgument } from "@/lib/i18n/formats";

type Input = z.input<typeof sessionSchema>;
type Values = z.output<typeof sessionSchema>;

/** A session as the form edits it. */
export type SessionFormInitial = Pick<
  SessionView,
  "id" | "date" | "start" | "end" | "slotMinutes" | "perSlot" | "breaks" | "place" | "link"
>;

const number = (value: unknown) => (value === "" || value === null ? undefined : Number(value));

/** The slots the times make, as the server will make them: a count and the first few times. */
function SlotPreview({ control }: { control: Control<Input, unknown, Values> }) {
  const t = useTranslations("AuditionsClient");
  const locale = usePageLocale();
  // A minute of the day as pages say it ("10:30 am" in English); any day does, India keeps one offset all year.
  const clock = (minute: number) => startClock(momentInIndia("2026-01-01", minute), locale);
  const [start, end, slotMinutes, perSlot, breaks] = useWatch({
    control,
    name: ["start", "end", "slotMinutes", "perSlot", "breaks"],
  });
  const from = minutesOf(start ?? "");
  const to = minutesOf(end ?? "");
  const length = Number(slotMinutes);
  const spans =
    from !== undefined && to !== undefined && length >= 5 && length <= 120 && to > from
      ? slotSpans(
          { start: from, end: to },
          length,
          (breaks ?? []).flatMap((b) => {
            const [s, e] = [minutesOf(b.start ?? ""), minutesOf(b.end ?? "")];
            return s !== undefined && e !== undefined && e > s ? [{ start: s, end: e }] : [];
          }),
        )
      : [];
  const seats = Number(perSlot) > 0 ? spans.length * Number(perSlot) : 0;
  return (
    <div className="grid gap-2 rounded-xl bg-gray-50 p-3 sm:col-span-2" aria-live="polite" data-testid="slot-preview">
      <p className="text-sm font-semibold">
        {spans.length
          ? t("preview.count", {
              slots: spans.length,
              slotsTotal: countArgument(locale, spans.length),
              seats,
              seatsTotal: countArgument(locale, seats),
            })
          : t("preview.none")}
      </p>
      {spans.length > 0 && (
        <ol className="flex flex-wrap gap-1.5 text-xs">
          {spans.slice(0, 24).map((span) => (
            <li key={span.start} className="rounded-full bg-white px-2 py-0.5 ring-1 ring-gray-200">
              {clock(span.start)}
            </li>
          ))}
          {spans.length > 24 && (
            <li className="px-2 py-0.5 text-gray-600">{t("preview.more", { count: spans.length - 24 })}</li>
          )}
        </ol>
      )}
    </div>
  );
}

/**
 * A new audition session for a call (POST /api/calls/{id}/sessions), or a change of one (PATCH
 * /api/sessions/{id}): the day, times, slot length, people per slot, breaks, and a place or a video link,
 * with a live preview of the slots.
 */
export function SessionForm({
  callId,
  initial,
  today,
  onDone,
}: {
  callId: string;
  initial?: SessionFormInitial;
  /** Today in India (YYYY-MM-DD): the earliest date the form offers. */
  today: string;
  onDone?: () => void;
}) {
  const t = useTranslations("AuditionsClient");
  const errorText = useFormErrorText();
  const words = useRequestWords();
  const router = useRouter();
  const hydrated = useHydrated();
  const [kind, setKind] = useState<"place" | "link">(initial?.link ? "link" : "place");
  const { register, handleSubmit, formState, setError, control, getValues, setValue } = useForm<Input, unknown, Values>(
    {
      resolver: zodResolver(sessionSchema),
      defaultValues: {
        date: initial?.date ?? "",
        start: initial?.start ?? "10:00",
        end: initial?.end ?? "13:00",
        slotMinutes: initial?.slotMinutes ?? 15,
        perSlot: initial?.perSlot ?? 1,
        breaks: initial?.breaks ?? [],
        place: initial?.place ?? null,
        link: initial?.link ?? null,
      },
    },
  );
  const breaks = useFieldArray({ control, name: "breaks" });
  const { errors, isSubmitting } = formState;
  // A session is at a place or on a video call: choosing one forgets what was typed for the other.
  const choose = (next: "place" | "link") => {
    setKind(next);
    setValue(next === "place" ? "link" : "place", null);
  };
  const prefix = initial ? `session-${initial.id}` : "new-session";

  const save = handleSubmit(
    async () => {
      // The form's own text goes to the API (which reads times as HH:MM); the schema has checked it.
      const raw = getValues();
      const body = {
        date: raw.date,
        start: raw.start,
        end: raw.end,
        slotMinutes: raw.slotMinutes,
        perSlot: raw.perSlot,
        breaks: raw.breaks,
        ...(kind === "place" ? { place: raw.place, link: null } : { link: raw.link, place: null }),
      };
      try {
        const answer = initial
          ? await requestJson("PATCH", `/api/sessions/${initial.id}`, body)
          : await requestJson("POST", `/api/calls/${callId}/sessions`, body);
        if (!answer.ok) {
          for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
            setError(field as keyof Input, { message });
          }
          toast.error(answer.body.message ?? t("form.failed"));
          return;
        }
        toast.success(answer.body.message ?? t("form.saved"));
        router.refresh();
        onDone?.();
      } catch {
        toast.error(words.offline);
      }
    },
    (problems) => {
      // With a video call the place is not asked for (and the other way round): its error is the other field's.
      if (problems.place && kind === "link") setError("link", { message: problems.place.message });
    },
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2" data-testid={`${prefix}-form`}>
      <Field label={t("form.date")} error={errors.date?.message} required hint={t("form.dateHint")}>
        {(a11y) => <input {...a11y} {...register("date")} type="date" min={today} className={inputClass} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("form.starts")} error={errors.start?.message} required>
          {(a11y) => <input {...a11y} {...register("start")} type="time" step={300} className={inputClass} />}
        </Field>
        <Field label={t("form.ends")} error={errors.end?.message} required>
          {(a11y) => <input {...a11y} {...register("end")} type="time" step={300} className={inputClass} />}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t("form.slotMinutes")} error={errors.slotMinutes?.message} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register("slotMinutes", { setValueAs: number })}
              type="number"
              inputMode="numeric"
              min={5}
              max={120}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t("form.perSlot")} error={errors.perSlot?.message} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register("perSlot", { setValueAs: number })}
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-ink-800">{t("form.breaks")}</legend>
        {breaks.fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <label className="grid flex-1 gap-1 text-xs">
              {t("form.breakFrom")}
              <input {...register(`breaks.${index}.start`)} type="time" step={300} className={inputClass} />
            </label>
            <label className="grid flex-1 gap-1 text-xs">
              {t("form.breakTo")}
              <input {...register(`breaks.${index}.end`)} type="time" step={300} className={inputClass} />
            </label>
            <button type="button" onClick={() => breaks.remove(index)} className="mb-2 text-sm text-red-700 underline">
              {t.rich("form.removeBreak", {
                number: index + 1,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </button>
          </div>
        ))}
        {errors.breaks?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errorText(errors.breaks.message)}
          </p>
        )}
        {breaks.fields.length < MAX_BREAKS && (
          <button
            type="button"
            onClick={() => breaks.append({ start: "13:00", end: "14:00" })}
            className="justify-self-start text-sm text-brand-700 underline"
          >
            {t("form.addBreak")}
          </button>
        )}
      </fieldset>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="text-sm font-medium text-ink-800">{t("form.where")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${prefix}-kind`} checked={kind === "place"} onChange={() => choose("place")} />
            {t("form.inPerson")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${prefix}-kind`} checked={kind === "link"} onChange={() => choose("link")} />
            {t("form.videoCall")}
          </label>
        </div>
        {kind === "place" ? (
          <Field label={t("form.address")} error={errors.place?.message} required>
            {(a11y) => <input {...a11y} {...register("place")} className={inputClass} autoComplete="street-address" />}
          </Field>
        ) : (
          <Field label={t("form.link")} error={errors.link?.message} required hint="https://…">
            {(a11y) => <input {...a11y} {...register("link")} type="url" className={inputClass} />}
          </Field>
        )}
      </fieldset>
      <SlotPreview control={control} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClass}>
          {isSubmitting ? t("form.saving") : initial ? t("form.saveChanges") : t("form.create")}
        </button>
        {initial && onDone && (
          <button type="button" onClick={onDone} className="text-sm underline">
            {t("form.keep")}
          </button>
        )}
      </div>
      {initial && <p className="text-sm text-gray-600 sm:col-span-2">{t("form.changeNote")}</p>}
    </form>
  );
}
