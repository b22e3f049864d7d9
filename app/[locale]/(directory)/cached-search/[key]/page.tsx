import type { Metadata } from "next";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { notFound } from "next/navigation";
import { SearchView } from "@/components/search/SearchView";
import { queryOfKey } from "@/lib/search/routing";

// One search (`key` is its canonical query string, or "all"): the request pipeline (lib/process/request-pipeline.ts) sends /search?… here. Rendered on
// its first visit, then served from the page cache until a member changes (lib/profiles/refresh-pages.ts)
// or a minute passes. Never indexed: searches are for people.

export const revalidate = 60;
export function generateStaticParams(): { key: string }[] {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Search",
    robots: { index: false, follow: true },
    alternates: await pageAlternates("/search"),
  };
}

export default async function CachedSearchPage({ params }: PageProps<"/[locale]/cached-search/[key]">) {
  const query = queryOfKey((await params).key);
  if (!query) notFound();
  return <SearchView query={query} />;
}
