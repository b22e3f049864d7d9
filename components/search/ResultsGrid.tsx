import { PageWords } from "@/components/language/PageWords";
import { SAVE_TO_SHORTLIST_WORDS } from "@/components/shortlists/save-to-shortlist-words";
import { useTranslations } from "#words";
import { subcategoryLabel } from "@/lib/search/catalog-names";
import { Link } from "@/lib/i18n/link";
import type { SearchPage } from "@/lib/search";
import { searchParamsOf } from "@/lib/search/params";
import type { SearchQuery } from "@/lib/search/query";
import { cardData } from "@/lib/search/cards";
import { inLanguage } from "@/lib/search/card-words";
import { CandidateCard } from "../listing/CandidateCard";

/** The address of this search with some parameters changed. */
export function searchHref(
  path: string,
  query: SearchQuery,
  change: Partial<SearchQuery>,
  omit: readonly string[] = [],
) {
  const params = searchParamsOf({ ...query, ...change }, omit).toString();
  return params ? `${path}?${params}` : path;
}

/** Cards, then a link to the next page (keyset: "More profiles") and back to the first. */
export function ResultsGrid({
  page,
  query,
  path,
  scope = [],
  empty,
}: {
  page: SearchPage;
  query: SearchQuery;
  /** Where the pages of this search live. */
  path: string;
  /** Parameters the path already fixes (a listing's category and subcategory). */
  scope?: readonly string[];
  empty: string;
}) {
  const t = useTranslations("Listing");
  const names = useTranslations("Catalog");
  if (!page.results.length) return <p className="mt-10 text-center text-gray-600">{empty}</p>;
  return (
    <>
      <PageWords namespaces={SAVE_TO_SHORTLIST_WORDS}>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
          {page.results.map((candidate, i) => (
            <li key={candidate.id}>
              <CandidateCard
                candidate={inLanguage(cardData(candidate), names)}
                subcategoryLabel={subcategoryLabel(names, candidate.subcategory)}
                eager={i < 4 && !query.after}
              />
            </li>
          ))}
        </ul>
      </PageWords>
      {(page.next || query.after) && (
        <nav aria-label={t("pages.label")} className="mt-10 flex items-center justify-center gap-4">
          {query.after && (
            <Link
              href={searchHref(path, query, { after: undefined }, scope)}
              className="rounded border px-4 py-2 hover:border-brand-600"
            >
              {t("pages.first")}
            </Link>
          )}
          {page.next && (
            <Link
              rel="next"
              href={searchHref(path, query, { after: page.next }, scope)}
              className="rounded border px-4 py-2 hover:border-brand-600"
            >
              {t("pages.more")}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
