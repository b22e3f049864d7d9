import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { PageWords } from "@/components/language/PageWords";
import { SAVE_SEARCH_BUTTON_WORDS } from "@/components/alerts/alert-button-words";
import { SaveSearchButton } from "@/components/alerts/SaveSearchButton";
import { searchReader, talentSearchName, talentSearchParams } from "@/lib/alerts/params";
import type { ProfileKind } from "@/lib/catalog";
import { formatNumber } from "@/lib/i18n/formats";
import { Link } from "@/lib/i18n/link";
import type { SearchPage } from "@/lib/search";
import { filtersFor } from "@/lib/search/filters";
import { hasFilters, searchParamsOf } from "@/lib/search/params";
import type { SearchQuery } from "@/lib/search/query";
import { formDays, formNames, skillsWordsIn } from "../search/form-names";
import { OrderingNote } from "../search/OrderingNote";
import { ResultsGrid } from "../search/ResultsGrid";
import { SearchForm } from "../search/SearchForm";
import { FormProblems } from "../search/FormProblems";

interface Props {
  title: string;
  basePath: string;
  breadcrumb: { href?: string; label: string }[];
  query: SearchQuery;
  page: SearchPage;
  /** The category listed (its look filters); none for every category. */
  kind?: ProfileKind;
  /** Filters in the address that could not be used. */
  errors?: Record<string, string>;
}

/** A listing: breadcrumb, title, count, the ordering rule, the category's filters and the cards. */
export function ListingView({ title, basePath, breadcrumb, query, page, kind, errors }: Props) {
  const t = useTranslations("Listing");
  const names = useTranslations("Catalog");
  const locale = usePageLocale();
  const scope = ["category", "subcategory"];
  const filtered = hasFilters(query, scope);
  const here = searchParamsOf(query, scope).toString();
  const filters = filtersFor(kind).filter((f) => f !== "category");
  const count = { count: page.total, total: formatNumber(locale, page.total) };
  return (
    <PageWords namespaces={["ListingClient", "ProfileClient"]}>
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-5 sm:pt-8">
        <nav aria-label={t("breadcrumb.label")} className="text-sm text-gray-600">
          <ol className="flex flex-wrap gap-1">
            {breadcrumb.map((crumb, i) => (
              <li key={crumb.label} className="flex gap-1">
                {i > 0 && <span aria-hidden="true">/</span>}
                {crumb.href ? (
                  <Link href={crumb.href} className="hover:text-brand-600">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{title}</h1>
        {/* Beside the count, so that the first results stay on a phone's first screen. */}
        <div className="mt-1 flex flex-wrap items-baseline gap-x-4 gap-y-2">
          <p className="text-gray-600" data-testid="result-count">
            {filtered ? t("count.filtered", count) : t("count.all", count)}
          </p>
          <PageWords namespaces={SAVE_SEARCH_BUTTON_WORDS}>
            <SaveSearchButton
              key={talentSearchParams(query)}
              params={talentSearchParams(query)}
              suggestedName={talentSearchName(query, searchReader(locale))}
              here={here ? `${basePath}?${here}` : basePath}
            />
          </PageWords>
        </div>
        <SearchForm
          action={basePath}
          query={query}
          filters={filters}
          skills={skillsWordsIn(t, kind)}
          names={formNames(names, filters, query.category)}
          days={formDays()}
          problems={<FormProblems errors={errors} />}
        />
        {query.sort === "best" && !query.q && <OrderingNote />}
        <ResultsGrid
          page={page}
          query={query}
          path={basePath}
          scope={scope}
          empty={filtered ? t("empty.filtered") : t("empty.none")}
        />
      </div>
    </PageWords>
  );
}
