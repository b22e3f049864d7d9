import { useTranslations } from "#words";
import type { FormErrorsTranslator } from "@/lib/i18n/form-errors";
import { searchProblems } from "./search-problems";

/**
 * The wrong parameters of a listing or search, above its filters. A server component: a page without problems
 * (nearly every page) carries none of it, in its scripts or its data.
 */
export function FormProblems({ errors }: { errors?: Record<string, string> }) {
  const t = useTranslations("Listing");
  const problems = searchProblems(
    {
      listing: t,
      form: useTranslations("ListingClient"),
      errors: useTranslations("FormErrors") as unknown as FormErrorsTranslator,
    },
    errors,
  );
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{t("problems.title")}</p>
      <ul className="list-inside list-disc">
        {problems.map(({ name, text }) => (
          <li key={name}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
