"use client";

import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useHydrated } from "./hydrated.ts";

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
export interface Schema<Out> {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: Issues };
}

/**
 * Form state for the sign-in and sign-up pages, in place of react-hook-form (12 KB that these pages,
 * the first a visitor meets, do without): the values are read from the form when it is sent and checked
 * with the shared zod schema, which is loaded on first use (`preload` on focus starts it early).
 * `errors` hold the schema's messages by key (lib/i18n/form-errors.ts), field by field: Field
 * (components/forms/Field.tsx) shows each in the page's language; an error shown any other way goes through
 * `useFormErrorText()` (lib/i18n/use-form-error-text.ts).
 */
export function useSchemaForm<Out>(loadSchema: () => Promise<Schema<Out>>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const schema = useRef<Promise<Schema<Out>>>(undefined);
  const load = () => (schema.current ??= loadSchema());

  const handleSubmit =
    (submit: (values: Out, form: HTMLFormElement) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const parsed = (await load()).safeParse(Object.fromEntries(new FormData(form)));
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "form")] ??= issue.message;
        setErrors(found);
        form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await submit(parsed.data, form);
      } finally {
        setSubmitting(false);
      }
    };

  /** Clears a field's error as soon as it is edited. */
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const ready = useHydrated();

  return { errors, setErrors, submitting, ready, handleSubmit, onChange, preload: () => void load() };
}
