import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listingPath, resolveListing, hasGender } from "@/lib/catalog";
import { listCandidates, type ListingQuery } from "@/lib/listing";
import { ListingView } from "./ListingView";

// One subcategory's listing, shared by its two routes: app/(directory)/[category]/[subcategory] (filtered, rendered
// per request) and app/(directory)/cached-listing/[category]/[subcategory] (unfiltered, from the page cache).

export function subcategoryMetadata(categoryParam: string, subcategoryParam: string): Metadata {
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) return { title: "Page Not Found" };
  const { category, subcategory } = found;
  return {
    title: `${subcategory} | ${category.name}`,
    description: `Browse ${subcategory} profiles in ${category.name}: photos, show reels and portfolios. ${category.blurb}`,
    alternates: { canonical: listingPath(category.name, subcategory) },
  };
}

export async function SubcategoryListing({
  categoryParam,
  subcategoryParam,
  query,
}: {
  categoryParam: string;
  subcategoryParam: string;
  query: ListingQuery;
}) {
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) notFound();
  const { category, subcategory } = found;
  const result = await listCandidates({ category, subcategory }, query);
  return (
    <ListingView
      title={`${subcategory}`}
      basePath={listingPath(category.name, subcategory)}
      breadcrumb={[
        { href: "/", label: "Home" },
        { href: "/candidates", label: "Candidates" },
        { label: category.name },
        { label: subcategory },
      ]}
      query={query}
      result={result}
      genderFilter={hasGender(category)}
    />
  );
}
