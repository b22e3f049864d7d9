"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "@/lib/i18n/navigation";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { OFFLINE_MESSAGE } from "@/lib/client/use-request";
import { CANCELLATION_POLICIES, MAX_NOTES, POLICY_TERMS } from "@/lib/rentals/options";
import { termsSchema } from "@/lib/rentals/schemas";

type Input = z.input<typeof termsSchema>;
type Values = z.output<typeof termsSchema>;

/** A blank number field is "none" (null); anything else a number, which the schema checks. */
const optionalNumber = (value: unknown) => (value === "" || value === null ? null : Number(value));

/** The owner's rates, deposit, cancellation policy and notes (PUT /api/rentals/mine). */
export function RentalTermsForm({ initial, location }: { initial: Input | null; location: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, setError, control } = useForm<Input, unknown, Values>({
    resolver: zodResolver(termsSchema),
    defaultValues: initial ?? {
      dayRate: undefined,
      hourlyRate: null,
      minimumHours: null,
      deposit: 0,
      cancellation: "moderate",
      notes: "",
    },
  });
  const { errors, isSubmitting } = formState;
  const policy = useWatch({ control, name: "cancellation" });

  const save = handleSubmit(async (values) => {
    try {
      const answer = await requestJson("PUT", "/api/rentals/mine", values);
      if (!answer.ok) {
        for (const [field, message] of Object.entries(answer.body.errors ?? {}))
          setError(field as keyof Input, { message });
        toast.error(answer.body.message ?? "Your rates could not be saved.");
        return;
      }
      toast.success(answer.body.message ?? "Saved.");
      router.refresh();
    } catch {
      toast.error(OFFLINE_MESSAGE);
    }
  });

  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2"
      data-testid="rental-terms-form"
    >
      <h2 className="text-xl font-semibold sm:col-span-2">Rates and terms</h2>
      <Field
        label="Day rate (₹)"
        error={errors.dayRate?.message}
        required
        hint="What one shoot day costs, in whole rupees."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("dayRate", { setValueAs: optionalNumber })}
            type="number"
            inputMode="numeric"
            min={1}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Deposit (₹)" error={errors.deposit?.message} hint="Returned after the shoot; 0 for none.">
        {(a11y) => (
          <input
            {...a11y}
            {...register("deposit", { setValueAs: (v) => optionalNumber(v) ?? 0 })}
            type="number"
            inputMode="numeric"
            min={0}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Hourly rate (₹)"
        error={errors.hourlyRate?.message}
        hint={location ? "Optional: for shoots of a few hours." : "Optional: most gear rents by the day."}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("hourlyRate", { setValueAs: optionalNumber })}
            type="number"
            inputMode="numeric"
            min={1}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Minimum hours" error={errors.minimumHours?.message} hint="Optional, with an hourly rate.">
        {(a11y) => (
          <input
            {...a11y}
            {...register("minimumHours", { setValueAs: optionalNumber })}
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label="Cancellation policy"
          error={errors.cancellation?.message}
          required
          hint={policy ? POLICY_TERMS[policy].summary : undefined}
        >
          {(a11y) => (
            <select {...a11y} {...register("cancellation")} className={inputClass}>
              {CANCELLATION_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {POLICY_TERMS[p].label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Notes for renters"
          error={errors.notes?.message}
          hint={`Pickup, ID, power, parking, crew size… Up to ${MAX_NOTES.toLocaleString("en-IN")} characters.`}
        >
          {(a11y) => <textarea {...a11y} {...register("notes")} rows={4} className={inputClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClass}>
          {isSubmitting ? "Saving…" : "Save rates"}
        </button>
      </div>
    </form>
  );
}
