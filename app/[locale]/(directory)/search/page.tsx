import type { Metadata } from "next";
import { SearchView } from "@/components/search/SearchView";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

// /search with parameters that do not parse, rendered per request: it says what is wrong and searches
// without them. The request pipeline (lib/process/request-pipeline.ts) sends every well-formed search to its cached copy in app/(directory)/cached-search.

export const metadata: Metadata = { title: "Search", robots: { index: false, follow: true } };

export default async function SearchPage({ searchParams }: PageProps<"/[locale]/search">) {
  const { query, errors } = queryOrDefault(readSearchParams(await searchParams));
  return <SearchView query={query} errors={errors} />;
}
