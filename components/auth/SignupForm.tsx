"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { RegisterInput } from "@/lib/accounts/schemas";
import { CATEGORIES, GENDERS, findCategory } from "@/lib/catalog";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { MESSAGES } from "@/lib/messages";
import { Field, buttonClass, inputClass } from "../forms/Field";

const FIELDS: (keyof RegisterInput)[] = ["name", "gender", "category", "subcategory", "phone", "email", "password"];

export function SignupForm() {
  const router = useRouter();
  const { errors, setErrors, submitting, ready, handleSubmit, onChange, preload } = useSchemaForm(
    async () => (await import("@/lib/accounts/schemas")).registerSchema,
  );
  const [categoryName, setCategoryName] = useState("");
  const [subcategory, setSubcategory] = useState("");
  const category = findCategory(categoryName);

  const onSubmit = handleSubmit(async (values, form) => {
    try {
      const response = await fetch("/api/user/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, status: false }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
      if (!response.ok) {
        setErrors(
          Object.fromEntries(
            Object.entries(body.errors ?? {}).filter(([field]) => (FIELDS as string[]).includes(field)),
          ),
        );
        toast.error(body.message ? `${MESSAGES.registerFailure} ${body.message}` : MESSAGES.registerFailure);
        return;
      }
      toast.success(MESSAGES.registerSuccess);
      form.reset();
      setCategoryName("");
      setSubcategory("");
      router.push("/login");
    } catch {
      toast.error(MESSAGES.registerFailure);
    }
  });

  return (
    <form onSubmit={onSubmit} onChange={onChange} onFocus={preload} noValidate className="grid gap-4">
      <Field label="Name" error={errors.name} required>
        {(a11y) => <input {...a11y} name="name" autoComplete="name" className={inputClass} />}
      </Field>
      <Field label="Gender" error={errors.gender} required>
        {(a11y) => (
          <select {...a11y} name="gender" defaultValue="" className={inputClass}>
            <option value="">Select gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Category" error={errors.category} required>
        {(a11y) => (
          <select
            {...a11y}
            name="category"
            value={categoryName}
            onChange={(event) => {
              setCategoryName(event.target.value);
              setSubcategory("");
            }}
            className={inputClass}
          >
            <option value="">Select category</option>
            {CATEGORIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Subcategory"
        error={errors.subcategory}
        required
        hint={category ? undefined : "Choose a category first."}
      >
        {(a11y) => (
          <select
            {...a11y}
            name="subcategory"
            value={subcategory}
            onChange={(event) => setSubcategory(event.target.value)}
            disabled={!category}
            className={inputClass}
          >
            <option value="">Select subcategory</option>
            {category?.subcategories.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Phone" error={errors.phone} required>
        {(a11y) => <input {...a11y} name="phone" type="tel" autoComplete="tel" className={inputClass} />}
      </Field>
      <Field label="Email" error={errors.email} required hint="You sign in with it.">
        {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label="Password" error={errors.password} required hint="8 to 64 characters.">
        {(a11y) => (
          <input {...a11y} name="password" type="password" autoComplete="new-password" className={inputClass} />
        )}
      </Field>
      <button type="submit" disabled={!ready || submitting} className={buttonClass}>
        {submitting ? "Registering…" : "Register"}
      </button>
      <p className="text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
