"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useForm } from "react-hook-form";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequestWords } from "@/lib/client/use-request";
import { requestJson } from "@/lib/client/upload";
import { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { formatNumber } from "@/lib/i18n/formats";
import { organizationUpdateSchema, type OrganizationInput, type OrganizationValues } from "@/lib/hiring/schemas";
import { buttonClass, Field, inputClass } from "../forms/Field";

/**
 * A hirer's organisation: what /employers and its studio page show. Save waits for the page to hydrate:
 * before that the browser's own submit would put the fields in the address.
 */
export function OrganizationForm({
  initial,
  typeNames,
}: {
  initial: OrganizationInput;
  /** The organisation types' displayed names (stored in English: lib/hiring/options.ts ORGANIZATION_TYPES). */
  typeNames: Record<string, string>;
}) {
  const t = useTranslations("SettingsClient");
  const words = useRequestWords();
  const locale = usePageLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, setError } = useForm<OrganizationInput, unknown, OrganizationValues>({
    resolver: zodResolver(organizationUpdateSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async (values) => {
    try {
      const answer = await requestJson("PUT", "/api/organizations/mine", values);
      if (!answer.ok) {
        for (const [field, message] of Object.entries(answer.body.errors ?? {})) {
          setError(field as keyof OrganizationInput, { message });
        }
        toast.error(answer.body.message ?? t("organization.failed"));
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
    <form onSubmit={save} noValidate className="grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2">
      <h2 className="text-xl font-semibold sm:col-span-2">{t("organization.title")}</h2>
      <Field label={t("organization.name")} error={errors.name?.message} required>
        {(a11y) => <input {...a11y} {...register("name")} autoComplete="organization" className={inputClass} />}
      </Field>
      <Field label={t("organization.type")} error={errors.type?.message} required>
        {(a11y) => (
          <select {...a11y} {...register("type")} className={inputClass}>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeNames[type] ?? type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("organization.city")} error={errors.city?.message} required>
        {(a11y) => <input {...a11y} {...register("city")} className={inputClass} />}
      </Field>
      <Field label={t("organization.website")} error={errors.website?.message} hint={t("organization.websiteHint")}>
        {(a11y) => <input {...a11y} {...register("website")} type="url" className={inputClass} />}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label={t("organization.about")}
          error={errors.description?.message}
          hint={t("organization.aboutHint", { max: formatNumber(locale, 3000) })}
        >
          {(a11y) => <textarea {...a11y} {...register("description")} rows={5} className={inputClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClass}>
          {isSubmitting ? t("common.saving") : t("organization.save")}
        </button>
      </div>
    </form>
  );
}
