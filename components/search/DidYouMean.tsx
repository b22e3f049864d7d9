import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import type { SearchQuery } from "@/lib/search/query";
import { searchHref } from "./ResultsGrid";

/** "Did you mean …?" under a free-text search that found nobody: the search with the suggested words. */
export function DidYouMean({ suggestion, query }: { suggestion: string; query: SearchQuery }) {
  const t = useTranslations("Listing");
  return (
    <p className="mt-6 text-center text-lg" data-testid="did-you-mean">
      {t.rich("didYouMean", {
        suggestion,
        link: (chunks) => (
          <Link
            href={searchHref("/search", query, { q: suggestion, after: undefined })}
            className="font-semibold text-brand-700 underline hover:text-brand-600"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
