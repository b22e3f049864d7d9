import type { Metadata } from "next";
import { SubcategoryListing, subcategoryMetadata } from "@/components/listing/SubcategoryListing";
import { UNFILTERED } from "@/lib/listing";

// The unfiltered first page of a subcategory, which menus and search engines link to: rendered on its
// first visit, then served from the page cache. A rewrite in next.config.mjs sends
// /{category}/{subcategory} here; a member's change refreshes it at once
// (lib/profiles/refresh-pages.ts), any copy after a minute.

type Props = PageProps<"/cached-listing/[category]/[subcategory]">;

export const revalidate = 60;
export function generateStaticParams(): { category: string; subcategory: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory } = await params;
  return subcategoryMetadata(category, subcategory);
}

export default async function CachedSubcategoryListing({ params }: Props) {
  const { category, subcategory } = await params;
  return <SubcategoryListing categoryParam={category} subcategoryParam={subcategory} query={UNFILTERED} />;
}
