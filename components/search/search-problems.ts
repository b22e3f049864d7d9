import { formErrorsText, readFormError, type FormErrorKey, type FormErrorsTranslator } from "@/lib/i18n/form-errors";

/** The problems of lib/search/query.ts that are a range whose ends are crossed: SearchForm says them its own way. */
const CROSSED: ReadonlySet<FormErrorKey> = new Set([
  "search.ageCrossed",
  "search.heightCrossed",
  "search.availableCrossed",
]);

/** A search's wrong parameters as SearchForm shows them: each in the page's language, and those that are crossed. */
export interface SearchProblems {
  errors: Record<string, string>;
  crossed: string[];
}

/** The problems lib found with a search's parameters (by key), for SearchForm; none when there are none. */
export function searchProblems(t: FormErrorsTranslator, errors: Record<string, string> | undefined): SearchProblems {
  if (!errors) return { errors: {}, crossed: [] };
  const crossed = Object.entries(errors)
    .filter(([, message]) => {
      const key = readFormError(message)?.key;
      return key !== undefined && CROSSED.has(key);
    })
    .map(([name]) => name);
  return { errors: formErrorsText(t, errors), crossed };
}
