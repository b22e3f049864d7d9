import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SubcategoryListing, subcategoryMetadata } from "@/components/listing/SubcategoryListing";
import { resolveListing } from "@/lib/catalog";
import { hasFilters } from "@/lib/search/params";
import { queryOfKey } from "@/lib/search/routing";

// A subcategory listing with one set of filters (`filters` is their canonical query string, or "all"): the
// request pipeline (lib/process/request-pipeline.ts) sends /{category}/{subcategory}?… here. Rendered on its first visit,
// then served from the page cache; any member's change expires it at once (lib/profiles/refresh-pages.ts),
// and a copy is rendered again after a minute whatever happens. Only canonical names are answered.

type Props = PageProps<"/[locale]/cached-listing/[category]/[subcategory]/[filters]">;

export const revalidate = 60;
export function generateStaticParams(): { category: string; subcategory: string; filters: string }[] {
  return [];
}

async function load(params: Props["params"]) {
  const { category, subcategory, filters } = await params;
  const found = resolveListing(category, subcategory);
  const query = found && queryOfKey(filters, { category: found.category.name, subcategory: found.subcategory });
  if (!query) notFound();
  return { category, subcategory, query };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory, query } = await load(params);
  const metadata = await subcategoryMetadata(category, subcategory);
  // Filtered views point search engines at the listing itself.
  return hasFilters(query, ["category", "subcategory"]) || query.after
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

export default async function CachedSubcategoryListing({ params }: Props) {
  const { category, subcategory, query } = await load(params);
  return <SubcategoryListing categoryParam={category} subcategoryParam={subcategory} query={query} />;
}
