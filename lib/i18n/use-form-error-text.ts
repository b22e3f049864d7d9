import { useTranslations } from "#words";
import { FORM_ERRORS_NAMESPACE, formErrorText, type FormErrorsTranslator } from "./form-errors.ts";

// The hook apart from lib/i18n/form-errors.ts, which the server's error answers use too (lib/http.ts): next-intl's
// hooks have no place there.

/** Shows a validation message in the page's language; undefined stays undefined (no error). */
export interface FormErrorText {
  (message: string, fieldLabel?: string): string;
  (message: string | undefined, fieldLabel?: string): string | undefined;
}

/**
 * For client components: a function that shows lib's validation messages (zod's, made by formError, or an API
 * answer's `errors`, already in the page's language) in the page's language, from the "FormErrors" words the
 * page's PageWords gives.
 *
 * ```tsx
 * const errorText = useFormErrorText();
 * <p role="alert">{errorText(errors.name?.message, t("form.name"))}</p>
 * ```
 */
export function useFormErrorText(): FormErrorText {
  const t = useTranslations(FORM_ERRORS_NAMESPACE) as unknown as FormErrorsTranslator;
  return ((message: string | undefined, fieldLabel?: string) =>
    message === undefined ? message : formErrorText(t, message, fieldLabel)) as FormErrorText;
}
