import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { categoryLabel, genderLabel } from "@/lib/search/catalog-names";
import { formatNumber } from "@/lib/i18n/formats";
import { Link } from "@/lib/i18n/link";
import type { Facets } from "@/lib/search";
import type { SearchQuery } from "@/lib/search/query";
import { cityKey } from "@/lib/search/vocabulary";
import { searchHref } from "./ResultsGrid";

const FACETS: readonly (keyof Facets)[] = ["category", "city", "language", "gender"];

/** What choosing a facet value changes in the query, and whether it is chosen now. */
function choice(facet: keyof Facets, value: string, query: SearchQuery): { change: Partial<SearchQuery>; on: boolean } {
  switch (facet) {
    case "category":
      return query.category === value
        ? { change: { category: undefined, subcategory: undefined }, on: true }
        : { change: { category: value, subcategory: undefined }, on: false };
    case "city": {
      const on = cityKey(query.city) === cityKey(value);
      return { change: { city: on ? undefined : value }, on };
    }
    case "gender":
      return {
        change: { gender: query.gender === value ? undefined : (value as SearchQuery["gender"]) },
        on: query.gender === value,
      };
    case "language": {
      const on = query.languages.includes(value);
      return {
        change: { languages: on ? query.languages.filter((l) => l !== value) : [...query.languages, value].sort() },
        on,
      };
    }
  }
}

/** Counts per category, city, language and gender, each a link that adds or removes that filter. */
export function FacetLinks({ facets, query }: { facets: Facets; query: SearchQuery }) {
  const t = useTranslations("Listing");
  const names = useTranslations("Catalog");
  const locale = usePageLocale();
  const titles: Record<keyof Facets, string> = {
    category: t("facets.category"),
    city: t("facets.city"),
    language: t("facets.language"),
    gender: t("facets.gender"),
  };
  // Cities and languages are shown as members wrote them; categories and genders in the page's language.
  const shown = (facet: keyof Facets, value: string) =>
    facet === "category" ? categoryLabel(names, value) : facet === "gender" ? genderLabel(names, value) : value;
  return (
    <div className="grid gap-6" data-testid="facets">
      {FACETS.map((facet) => {
        const entries = Object.entries(facets[facet]);
        if (!entries.length) return null;
        return (
          <section key={facet} aria-labelledby={`facet-${facet}`}>
            <h2 id={`facet-${facet}`} className="text-sm font-semibold uppercase tracking-wide text-gray-600">
              {titles[facet]}
            </h2>
            <ul className="mt-2 grid gap-1">
              {entries.map(([value, count]) => {
                const { change, on } = choice(facet, value, query);
                return (
                  <li key={value}>
                    <Link
                      href={searchHref("/search", query, { ...change, after: undefined })}
                      aria-current={on ? "true" : undefined}
                      className={`flex justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-brand-50 ${on ? "bg-brand-50 font-semibold text-brand-800" : ""}`}
                    >
                      <span className="truncate">
                        {on && <span aria-hidden="true">✓ </span>}
                        {shown(facet, value)}
                      </span>
                      <span className="text-gray-600">{formatNumber(locale, count)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
