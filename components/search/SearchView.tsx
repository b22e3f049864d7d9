import { getLocale, getTranslations } from "next-intl/server";
import { PageWords } from "@/components/language/PageWords";
import { SAVE_SEARCH_BUTTON_WORDS } from "@/components/alerts/alert-button-words";
import { SaveSearchButton } from "@/components/alerts/SaveSearchButton";
import { searchReader, talentSearchName, talentSearchParams } from "@/lib/alerts/params";
import { findCategory } from "@/lib/catalog";
import { formatNumber } from "@/lib/i18n/formats";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { searchForPage } from "@/lib/search";
import { filtersFor } from "@/lib/search/filters";
import { hasFilters, searchParamsOf } from "@/lib/search/params";
import type { SearchQuery } from "@/lib/search/query";
import { DidYouMean } from "./DidYouMean";
import { FacetLinks } from "./FacetLinks";
import { formDays, formNames, skillsWordsIn } from "./form-names";
import { OrderingNote } from "./OrderingNote";
import { ResultsGrid } from "./ResultsGrid";
import { SearchForm } from "./SearchForm";
import { FormProblems } from "./FormProblems";

/** /search: every category, every filter, facet counts beside the results. */
export async function SearchView({
  query: asked,
  errors: invalid,
}: {
  query: SearchQuery;
  errors?: Record<string, string>;
}) {
  const [{ page, query, errors = invalid }, t, names, current] = await Promise.all([
    searchForPage(asked, { facets: true, suggest: true }),
    getTranslations("Listing"),
    getTranslations("Catalog"),
    getLocale(),
  ]);
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const kind = findCategory(query.category)?.kind;
  const filtered = hasFilters(query);
  const here = searchParamsOf(query).toString();
  const filters = filtersFor(undefined);
  const count = { count: page.total, total: formatNumber(locale, page.total) };
  return (
    <PageWords namespaces={["ListingClient", "ProfileClient"]}>
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-5 sm:pt-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("search.title")}</h1>
        {/* Beside the count, so that the first results stay on a phone's first screen; only a search can be saved. */}
        <div className="mt-1 flex flex-wrap items-baseline gap-x-4 gap-y-2">
          <p className="text-gray-600" data-testid="result-count">
            {filtered ? t("count.searched", count) : t("count.all", count)}
          </p>
          {filtered && (
            <PageWords namespaces={SAVE_SEARCH_BUTTON_WORDS}>
              <SaveSearchButton
                key={talentSearchParams(query)}
                params={talentSearchParams(query)}
                suggestedName={talentSearchName(query, searchReader(locale))}
                here={`/search?${here}`}
              />
            </PageWords>
          )}
        </div>
        <SearchForm
          action="/search"
          query={query}
          filters={filters}
          skills={skillsWordsIn(t, kind)}
          names={formNames(names, filters, query.category)}
          days={formDays()}
          problems={<FormProblems errors={errors} />}
        />
        {query.sort === "best" && !query.q && <OrderingNote />}
        <div className="mt-2 grid gap-8 lg:grid-cols-[220px_1fr]">
          <aside
            id="narrow-down"
            aria-label={t("search.narrowDown")}
            className="order-2 scroll-mt-20 lg:order-1 lg:pt-6"
          >
            {page.facets && <FacetLinks facets={page.facets} query={query} />}
          </aside>
          <div className="order-1 lg:order-2">
            {/* On a phone the counts come after the results: a link there, so that they are one tap away. */}
            {page.facets && page.total > 0 && (
              <a
                href="#narrow-down"
                className="mb-3 inline-block text-sm font-semibold text-brand-700 underline lg:hidden"
              >
                {t("search.narrowDownLink")}
              </a>
            )}
            {page.suggestion && <DidYouMean suggestion={page.suggestion} query={query} />}
            <ResultsGrid page={page} query={query} path="/search" empty={t("empty.search")} />
          </div>
        </div>
      </div>
    </PageWords>
  );
}
