"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequestWords } from "@/lib/client/use-request";
import { requestJson } from "@/lib/client/upload";
import { formatNumber } from "@/lib/i18n/formats";
import { CANCELLATION_POLICIES, MAX_NOTES, type CancellationPolicyName } from "@/lib/rentals/options";
import { termsSchema } from "@/lib/rentals/schemas";

type Input = z.input<typeof termsSchema>;
type Values = z.output<typeof termsSchema>;

/** A blank number field is "none" (null); anything else a number, which the schema checks. */
const optionalNumber = (value: unknown) => (value === "" || value === null ? null : Number(value));

/** The owner's rates, deposit, cancellation policy and notes (PUT /api/rentals/mine). */
export function RentalTermsForm({
  initial,
  location,
  policies,
}: {
  initial: Input | null;
  location: boolean;
  /** Each policy's name and meaning in the page's language (lib/rentals/booking-names.ts policyWords). */
  policies: Record<CancellationPolicyName, { label: string; summary: string }>;
}) {
  const t = useTranslations("SettingsClient");
  const words = useRequestWords();
  const locale = usePageLocale();
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
        toast.error(answer.body.message ?? t("terms.failed"));
        return;
      }
      // The API says so in the page's language (the request asks for it).
      toast.success(answer.body.message ?? t("common.saved"));
      router.refresh();
    } catch {
      toast.error(words.offline);
    }
  });

  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2"
      data-testid="rental-terms-form"
    >
      <h2 className="text-xl font-semibold sm:col-span-2">{t("terms.title")}</h2>
      <Field label={t("terms.dayRate")} error={errors.dayRate?.message} required hint={t("terms.dayRateHint")}>
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
      <Field label={t("terms.deposit")} error={errors.deposit?.message} hint={t("terms.depositHint")}>
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
        label={t("terms.hourlyRate")}
        error={errors.hourlyRate?.message}
        hint={location ? t("terms.hourlyRateHintLocation") : t("terms.hourlyRateHintGear")}
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
      <Field label={t("terms.minimumHours")} error={errors.minimumHours?.message} hint={t("terms.minimumHoursHint")}>
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
          label={t("terms.cancellation")}
          error={errors.cancellation?.message}
          required
          hint={policy ? policies[policy].summary : undefined}
        >
          {(a11y) => (
            <select {...a11y} {...register("cancellation")} className={inputClass}>
              {CANCELLATION_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {policies[p].label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label={t("terms.notes")}
          error={errors.notes?.message}
          hint={t("terms.notesHint", { max: formatNumber(locale, MAX_NOTES) })}
        >
          {(a11y) => <textarea {...a11y} {...register("notes")} rows={4} className={inputClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClass}>
          {isSubmitting ? t("common.saving") : t("terms.save")}
        </button>
      </div>
    </form>
  );
}
