import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { ListingView } from "@/components/listing/ListingView";
import { searchForPage } from "@/lib/search";
import { categoryBlurb, categoryLabel } from "@/lib/search/catalog-names";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

const CATEGORY = "Technicians";

export async function generateMetadata(): Promise<Metadata> {
  const names = await getTranslations("Catalog");
  return {
    title: categoryLabel(names, CATEGORY),
    description: categoryBlurb(names, CATEGORY),
    alternates: await pageAlternates("/technicians"),
  };
}

export default async function TechniciansPage({ searchParams }: PageProps<"/[locale]/technicians">) {
  const asked = queryOrDefault(readSearchParams(await searchParams), { category: CATEGORY });
  const [search, t, names] = await Promise.all([
    searchForPage(asked.query),
    getTranslations("Listing"),
    getTranslations("Catalog"),
  ]);
  const title = categoryLabel(names, CATEGORY);
  return (
    <ListingView
      title={title}
      basePath="/technicians"
      breadcrumb={[{ href: "/", label: t("breadcrumb.home") }, { label: title }]}
      query={search.query}
      page={search.page}
      kind="technician"
      errors={asked.errors ?? search.errors}
    />
  );
}
