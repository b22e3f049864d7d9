"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useFieldArray, useForm, useWatch, type Control } from "react-hook-form";
import type { z } from "zod";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import type { SessionView } from "@/lib/auditions/present";
import { sessionSchema } from "@/lib/auditions/schemas";
import { clockLabel, MAX_BREAKS, minutesOf, slotSpans } from "@/lib/auditions/slots";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { OFFLINE_MESSAGE } from "@/lib/client/use-request";

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
          ? `${spans.length} slot${spans.length === 1 ? "" : "s"}, ${seats} ${seats === 1 ? "person" : "people"} in all`
          : "No slot fits these times yet."}
      </p>
      {spans.length > 0 && (
        <ol className="flex flex-wrap gap-1.5 text-xs">
          {spans.slice(0, 24).map((span) => (
            <li key={span.start} className="rounded-full bg-white px-2 py-0.5 ring-1 ring-gray-200">
              {clockLabel(span.start)}
            </li>
          ))}
          {spans.length > 24 && <li className="px-2 py-0.5 text-gray-600">and {spans.length - 24} more</li>}
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
          toast.error(answer.body.message ?? "The session could not be saved.");
          return;
        }
        toast.success(answer.body.message ?? "Saved.");
        router.refresh();
        onDone?.();
      } catch {
        toast.error(OFFLINE_MESSAGE);
      }
    },
    (problems) => {
      // With a video call the place is not asked for (and the other way round): its error is the other field's.
      if (problems.place && kind === "link") setError("link", { message: problems.place.message });
    },
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2" data-testid={`${prefix}-form`}>
      <Field label="Date" error={errors.date?.message} required hint="India time.">
        {(a11y) => <input {...a11y} {...register("date")} type="date" min={today} className={inputClass} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Starts" error={errors.start?.message} required>
          {(a11y) => <input {...a11y} {...register("start")} type="time" step={300} className={inputClass} />}
        </Field>
        <Field label="Ends" error={errors.end?.message} required>
          {(a11y) => <input {...a11y} {...register("end")} type="time" step={300} className={inputClass} />}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Slot length (minutes)" error={errors.slotMinutes?.message} required>
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
        <Field label="People per slot" error={errors.perSlot?.message} required>
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
        <legend className="text-sm font-medium text-ink-800">Breaks</legend>
        {breaks.fields.map((field, index) => (
          <div key={field.id} className="flex items-end gap-2">
            <label className="grid flex-1 gap-1 text-xs">
              From
              <input {...register(`breaks.${index}.start`)} type="time" step={300} className={inputClass} />
            </label>
            <label className="grid flex-1 gap-1 text-xs">
              To
              <input {...register(`breaks.${index}.end`)} type="time" step={300} className={inputClass} />
            </label>
            <button type="button" onClick={() => breaks.remove(index)} className="mb-2 text-sm text-red-700 underline">
              Remove<span className="sr-only"> break {index + 1}</span>
            </button>
          </div>
        ))}
        {errors.breaks?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.breaks.message}
          </p>
        )}
        {breaks.fields.length < MAX_BREAKS && (
          <button
            type="button"
            onClick={() => breaks.append({ start: "13:00", end: "14:00" })}
            className="justify-self-start text-sm text-brand-700 underline"
          >
            Add a break
          </button>
        )}
      </fieldset>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="text-sm font-medium text-ink-800">Where</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${prefix}-kind`} checked={kind === "place"} onChange={() => choose("place")} />
            In person
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${prefix}-kind`} checked={kind === "link"} onChange={() => choose("link")} />
            Video call
          </label>
        </div>
        {kind === "place" ? (
          <Field label="Address" error={errors.place?.message} required>
            {(a11y) => <input {...a11y} {...register("place")} className={inputClass} autoComplete="street-address" />}
          </Field>
        ) : (
          <Field label="Video call link" error={errors.link?.message} required hint="https://…">
            {(a11y) => <input {...a11y} {...register("link")} type="url" className={inputClass} />}
          </Field>
        )}
      </fieldset>
      <SlotPreview control={control} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClass}>
          {isSubmitting ? "Saving…" : initial ? "Save the changes" : "Create the session"}
        </button>
        {initial && onDone && (
          <button type="button" onClick={onDone} className="text-sm underline">
            Keep it as it was
          </button>
        )}
      </div>
      {initial && (
        <p className="text-sm text-gray-600 sm:col-span-2">
          Whoever a change moves (or all, when the place or link changes) is told and asked to confirm again.
        </p>
      )}
    </form>
  );
}
