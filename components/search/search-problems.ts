import type { createTranslator, Messages } from "next-intl";
import { formErrorsText, readFormError, type FormErrorKey, type FormErrorsTranslator } from "@/lib/i18n/form-errors";

/** The words a search's problems are said in: `useTranslations` or `getTranslations` of each namespace. */
export interface ProblemWords {
  listing: ReturnType<typeof createTranslator<Messages, "Listing">>;
  form: ReturnType<typeof createTranslator<Messages, "ListingClient">>;
  errors: FormErrorsTranslator;
}

/** The problems of lib/search/query.ts that are a range whose ends are crossed: said anew, as the range. */
const CROSSED = {
  "search.ageCrossed": "problems.crossed.age",
  "search.heightCrossed": "problems.crossed.height",
  "search.availableCrossed": "problems.crossed.available",
} as const satisfies Partial<Record<FormErrorKey, string>>;

/**
 * A search's wrong parameters (lib's problems, by key) in the page's language: a crossed range as such, any other
 * problem after the form's own name of the parameter.
 */
export function searchProblems(
  words: ProblemWords,
  errors: Record<string, string> | undefined,
): { name: string; text: string }[] {
  if (!errors) return [];
  const { listing: t, form } = words;
  const labels: Record<string, string> = {
    q: form("form.search"),
    category: form("form.category"),
    subcategory: t("problems.parameters.subcategory"),
    city: form("form.city"),
    gender: form("form.gender"),
    ageMin: form("form.age"),
    ageMax: form("form.age"),
    heightMin: form("form.height"),
    heightMax: form("form.height"),
    languages: t("problems.parameters.languages"),
    skills: t("problems.parameters.skills"),
    skinTone: form("form.skinTone"),
    available: form("form.availability"),
    maxDayRate: t("problems.parameters.maxDayRate"),
    showreel: form("form.hasShowreel"),
    portfolio: form("form.hasPortfolio"),
    verified: t("problems.parameters.verified"),
    sort: form("form.sortBy"),
    after: t("problems.parameters.after"),
    pageSize: t("problems.parameters.pageSize"),
  };
  const texts = formErrorsText(words.errors, errors);
  return Object.entries(errors).map(([name, message]) => {
    const key = readFormError(message)?.key;
    const crossed = key !== undefined && key in CROSSED ? CROSSED[key as keyof typeof CROSSED] : undefined;
    const text = crossed
      ? t(crossed)
      : t("problems.problem", {
          parameter: labels[name] ?? name,
          problem: texts[name].replace(new RegExp(`^${name}\\b\\s*`), ""),
        });
    return { name, text };
  });
}
