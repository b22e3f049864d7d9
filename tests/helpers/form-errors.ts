import { formErrorsText, formErrorText, type FormErrorsTranslator } from "@/lib/i18n/form-errors";
import { translatorOf } from "./catalogs";

// lib's validation messages as an English reader gets them (lib hands them over by key: lib/i18n/form-errors.ts).

const english = translatorOf("en", "FormErrors") as unknown as FormErrorsTranslator;

/** A message of lib (or a sentence holding several) in English. */
export const inEnglish = (message: string): string => formErrorText(english, message);

/** Each field's message in English. */
export const allInEnglish = (errors: Record<string, string>): Record<string, string> => formErrorsText(english, errors);
