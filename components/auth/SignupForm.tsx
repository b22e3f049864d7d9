"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import type { RegisterInput } from "@/lib/auth/schemas";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { CATEGORIES, GENDERS, findCategory } from "@/lib/catalog";
import { MESSAGES } from "@/lib/messages";
import { Field, buttonClass, inputClass } from "../forms/Field";

const EMPTY: RegisterInput = { name: "", gender: "" as RegisterInput["gender"], category: "", subcategory: "", phone: "", email: "", password: "" };

// The shared schema, loaded on first use: see lib/client/lazy-resolver.ts.
const resolver = lazyResolver<RegisterInput>(async () => {
  const [{ zodResolver }, { registerSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/auth/schemas")]);
  return zodResolver(registerSchema);
});

export function SignupForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, watch, setValue, setError, reset } = useForm<RegisterInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const category = findCategory(watch("category"));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await fetch("/api/user/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, status: false }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
      if (!response.ok) {
        for (const [field, message] of Object.entries(body.errors ?? {})) {
          if (field in EMPTY) setError(field as keyof RegisterInput, { message });
        }
        toast.error(body.message ? `${MESSAGES.registerFailure} ${body.message}` : MESSAGES.registerFailure);
        return;
      }
      toast.success(MESSAGES.registerSuccess);
      reset(EMPTY);
      router.push("/login");
    } catch {
      toast.error(MESSAGES.registerFailure);
    }
  });

  const categoryField = register("category");

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
      <Field label="Name" error={errors.name?.message} required>
        {(a11y) => <input {...a11y} {...register("name")} autoComplete="name" className={inputClass} />}
      </Field>
      <Field label="Gender" error={errors.gender?.message} required>
        {(a11y) => (
          <select {...a11y} {...register("gender")} className={inputClass}>
            <option value="">Select gender</option>
            {GENDERS.map((g) => <option key={g} value={g}>{g}</option>)}
          </select>
        )}
      </Field>
      <Field label="Category" error={errors.category?.message} required>
        {(a11y) => (
          <select
            {...a11y}
            {...categoryField}
            onChange={(event) => {
              void categoryField.onChange(event);
              setValue("subcategory", "");
            }}
            className={inputClass}
          >
            <option value="">Select category</option>
            {CATEGORIES.map((c) => <option key={c.name} value={c.name}>{c.name}</option>)}
          </select>
        )}
      </Field>
      <Field label="Subcategory" error={errors.subcategory?.message} required hint={category ? undefined : "Choose a category first."}>
        {(a11y) => (
          <select {...a11y} {...register("subcategory")} disabled={!category} className={inputClass}>
            <option value="">Select subcategory</option>
            {category?.subcategories.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        )}
      </Field>
      <Field label="Phone" error={errors.phone?.message} required>
        {(a11y) => <input {...a11y} {...register("phone")} type="tel" autoComplete="tel" className={inputClass} />}
      </Field>
      <Field label="Email" error={errors.email?.message} required hint="You sign in with it.">
        {(a11y) => <input {...a11y} {...register("email")} type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label="Password" error={errors.password?.message} required hint="8 to 64 characters.">
        {(a11y) => <input {...a11y} {...register("password")} type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <button type="submit" disabled={isSubmitting} className={buttonClass}>{isSubmitting ? "Registering…" : "Register"}</button>
      <p className="text-center text-sm text-gray-600">
        Already have an account? <Link href="/login" className="font-semibold text-brand-700 underline">Sign in</Link>
      </p>
    </form>
  );
}
