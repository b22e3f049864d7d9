import { useId } from "react";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";

interface FieldProps {
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
}

/**
 * A labelled form control with its error message, wired for screen readers. The error may be lib's validation
 * message by key as zod gave it: it is shown in the page's language (lib/i18n/form-errors.ts) from the "FormErrors"
 * words the page gives (PageWords); an API answer's message is already in it.
 */
export function Field({ label, error, required, hint, children }: FieldProps) {
  const id = useId();
  const errorText = useFormErrorText();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1">
      <div className="flex gap-1 text-sm font-medium text-ink-800">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="text-brand-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {errorText(error, label)}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "w-full rounded-lg border border-gray-300 px-3 py-2 text-ink-900 aria-[invalid=true]:border-red-600 disabled:bg-gray-100 disabled:text-gray-500";

export const buttonClass =
  "inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60";
