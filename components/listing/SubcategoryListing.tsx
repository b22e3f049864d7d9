import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listingPath, resolveListing } from "@/lib/catalog";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, type SearchQuery } from "@/lib/search/query";
import { ListingView } from "./ListingView";

// One subcategory's listing, shared by its two routes: app/(directory)/cached-listing/…/[filters] (every
// well-formed address, cached per filter set: the request pipeline (lib/server/request-pipeline.ts) sends requests there) and
// app/(directory)/[category]/[subcategory] (addresses whose filters do not parse, rendered per request).

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

/** The listing's query from the address's parameters: the path fixes the category and subcategory. */
export function listingQuery(
  params: Record<string, unknown>,
  categoryParam: string,
  subcategoryParam: string,
): { query: SearchQuery; errors?: Record<string, string> } {
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) notFound();
  return queryOrDefault(params, { category: found.category.name, subcategory: found.subcategory });
}

export async function SubcategoryListing({
  categoryParam,
  subcategoryParam,
  query,
  errors,
}: {
  categoryParam: string;
  subcategoryParam: string;
  query: SearchQuery;
  errors?: Record<string, string>;
}) {
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) notFound();
  const { category, subcategory } = found;
  const search = await searchForPage(query);
  return (
    <ListingView
      title={subcategory}
      basePath={listingPath(category.name, subcategory)}
      breadcrumb={[
        { href: "/", label: "Home" },
        { href: "/candidates", label: "Candidates" },
        { label: category.name },
        { label: subcategory },
      ]}
      query={search.query}
      page={search.page}
      kind={category.kind}
      errors={errors ?? search.errors}
    />
  );
}
