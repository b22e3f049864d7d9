"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "@/lib/i18n/navigation";
import { useForm } from "react-hook-form";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { organizationUpdateSchema, type OrganizationInput, type OrganizationValues } from "@/lib/hiring/schemas";
import { buttonClass, Field, inputClass } from "../forms/Field";

/**
 * A hirer's organisation: what /employers and its studio page show. Save waits for the page to hydrate:
 * before that the browser's own submit would put the fields in the address.
 */
export function OrganizationForm({ initial }: { initial: OrganizationInput }) {
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
        toast.error(answer.body.message ?? "Your organisation could not be saved.");
        return;
      }
      toast.success(answer.body.message ?? "Saved.");
      router.refresh();
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    }
  });

  return (
    <form onSubmit={save} noValidate className="grid gap-4 rounded-2xl border border-gray-100 p-5 sm:grid-cols-2">
      <h2 className="text-xl font-semibold sm:col-span-2">Your organisation</h2>
      <Field label="Organisation name" error={errors.name?.message} required>
        {(a11y) => <input {...a11y} {...register("name")} autoComplete="organization" className={inputClass} />}
      </Field>
      <Field label="Organisation type" error={errors.type?.message} required>
        {(a11y) => (
          <select {...a11y} {...register("type")} className={inputClass}>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="City" error={errors.city?.message} required>
        {(a11y) => <input {...a11y} {...register("city")} className={inputClass} />}
      </Field>
      <Field label="Website" error={errors.website?.message} hint="Optional, as https://…">
        {(a11y) => <input {...a11y} {...register("website")} type="url" className={inputClass} />}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label="About the organisation"
          error={errors.description?.message}
          hint="What you make, where, and who you work with. Up to 3,000 characters."
        >
          {(a11y) => <textarea {...a11y} {...register("description")} rows={5} className={inputClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={!hydrated || isSubmitting} className={buttonClass}>
          {isSubmitting ? "Saving…" : "Save organisation"}
        </button>
      </div>
    </form>
  );
}
