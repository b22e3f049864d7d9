import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListingView } from "@/components/listing/ListingView";
import { listingPath, resolveListing } from "@/lib/catalog";
import { listCandidates, listingQueryOrDefault } from "@/lib/listing";

type Props = PageProps<"/[category]/[subcategory]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category: c, subcategory: s } = await params;
  const found = resolveListing(c, s);
  if (!found) return { title: "Page Not Found" };
  const { category, subcategory } = found;
  return {
    title: `${subcategory} | ${category.name}`,
    description: `Browse ${subcategory} profiles in ${category.name}: photos, show reels and portfolios. ${category.blurb}`,
    alternates: { canonical: listingPath(category.name, subcategory) },
  };
}

export default async function SubcategoryListing({ params, searchParams }: Props) {
  const { category: c, subcategory: s } = await params;
  const found = resolveListing(c, s);
  if (!found) notFound();
  const { category, subcategory } = found;
  const query = listingQueryOrDefault(await searchParams);
  const result = await listCandidates({ category, subcategory }, query);
  return (
    <ListingView
      title={`${subcategory}`}
      basePath={listingPath(category.name, subcategory)}
      breadcrumb={[{ href: "/", label: "Home" }, { href: "/candidates", label: "Candidates" }, { label: category.name }, { label: subcategory }]}
      query={query}
      result={result}
    />
  );
}
