import type { Metadata } from "next";
import { SubcategoryListing, subcategoryMetadata } from "@/components/listing/SubcategoryListing";
import { listingQueryOrDefault } from "@/lib/listing";

// A listing with filters (?city=, ?gender=, ?q=, ?page=), rendered per request while loading.tsx shows
// a skeleton. Without filters a rewrite in next.config.mjs sends the request to the cached copy in
// app/(directory)/cached-listing.

type Props = PageProps<"/[category]/[subcategory]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory } = await params;
  return subcategoryMetadata(category, subcategory);
}

export default async function SubcategoryListingPage({ params, searchParams }: Props) {
  const { category, subcategory } = await params;
  return (
    <SubcategoryListing
      categoryParam={category}
      subcategoryParam={subcategory}
      query={listingQueryOrDefault(await searchParams)}
    />
  );
}
