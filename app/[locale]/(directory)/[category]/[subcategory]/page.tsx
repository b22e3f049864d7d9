import type { Metadata } from "next";
import { listingQuery, SubcategoryListing, subcategoryMetadata } from "@/components/listing/SubcategoryListing";
import { readSearchParams } from "@/lib/search/query";

// A listing whose filters do not parse (a hand-edited address), rendered per request: it says what is wrong
// and lists without filters. Every well-formed listing address is sent by the request pipeline to its cached copy in
// app/(directory)/cached-listing.

type Props = PageProps<"/[locale]/[category]/[subcategory]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory } = await params;
  return subcategoryMetadata(category, subcategory);
}

export default async function SubcategoryListingPage({ params, searchParams }: Props) {
  const { category, subcategory } = await params;
  const { query, errors } = listingQuery(readSearchParams(await searchParams), category, subcategory);
  return <SubcategoryListing categoryParam={category} subcategoryParam={subcategory} query={query} errors={errors} />;
}
