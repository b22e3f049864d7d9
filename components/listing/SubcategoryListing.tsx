import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listingPath, resolveListing } from "@/lib/catalog";
import { categoryBlurb, categoryLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, type SearchQuery } from "@/lib/search/query";
import { ListingView } from "./ListingView";

// One subcategory's listing, shared by its two routes: app/(directory)/cached-listing/…/[filters] (every
// well-formed address, cached per filter set: the request pipeline (lib/process/request-pipeline.ts) sends requests there) and
// app/(directory)/[category]/[subcategory] (addresses whose filters do not parse, rendered per request).

/** The listing's title and description in the page's language, its canonical and alternates. */
export async function subcategoryMetadata(categoryParam: string, subcategoryParam: string): Promise<Metadata> {
  const t = await getTranslations("Listing");
  const found = resolveListing(categoryParam, subcategoryParam);
  if (!found) return { title: t("metadata.notFound") };
  const { category, subcategory } = found;
  const names = await getTranslations("Catalog");
  const shown = { category: categoryLabel(names, category.name), subcategory: subcategoryLabel(names, subcategory) };
  return {
    title: t("metadata.title", shown),
    description: t("metadata.description", { ...shown, blurb: categoryBlurb(names, category.name) }),
    alternates: await pageAlternates(listingPath(category.name, subcategory)),
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
  const [t, names, search] = await Promise.all([
    getTranslations("Listing"),
    getTranslations("Catalog"),
    searchForPage(query),
  ]);
  const title = subcategoryLabel(names, subcategory);
  return (
    <ListingView
      title={title}
      basePath={listingPath(category.name, subcategory)}
      breadcrumb={[
        { href: "/", label: t("breadcrumb.home") },
        { href: "/candidates", label: t("breadcrumb.candidates") },
        { label: categoryLabel(names, category.name) },
        { label: title },
      ]}
      query={search.query}
      page={search.page}
      kind={category.kind}
      errors={errors ?? search.errors}
    />
  );
}
