import type { Metadata } from "next";
import { listingQuery, SubcategoryListing, subcategoryMetadata } from "@/components/listing/SubcategoryListing";
import { readSearchParams } from "@/lib/search/query";
import { decodeFilterKey } from "@/lib/search/routing";

// A subcategory listing with one set of filters (`filters` is their canonical query string, or "all"):
// the request hook (lib/request-hook.ts) sends /{category}/{subcategory}?… here. Rendered on its first visit, then served from the page
// cache; any member's change expires it at once (lib/profiles/refresh-pages.ts), and a copy is rendered
// again after a minute whatever happens.

type Props = PageProps<"/cached-listing/[category]/[subcategory]/[filters]">;

export const revalidate = 60;
export function generateStaticParams(): { category: string; subcategory: string; filters: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory, filters } = await params;
  const metadata = subcategoryMetadata(category, subcategory);
  // Filtered views point search engines at the listing itself.
  return decodeFilterKey(filters).size ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function CachedSubcategoryListing({ params }: Props) {
  const { category, subcategory, filters } = await params;
  const { query, errors } = listingQuery(readSearchParams(decodeFilterKey(filters)), category, subcategory);
  return <SubcategoryListing categoryParam={category} subcategoryParam={subcategory} query={query} errors={errors} />;
}
