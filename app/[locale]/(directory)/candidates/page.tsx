import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { ListingView } from "@/components/listing/ListingView";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Listing");
  return {
    title: t("breadcrumb.candidates"),
    description: t("candidates.description"),
    alternates: await pageAlternates("/candidates"),
  };
}

export default async function CandidatesPage({ searchParams }: PageProps<"/[locale]/candidates">) {
  const asked = queryOrDefault(readSearchParams(await searchParams));
  const [search, t] = await Promise.all([searchForPage(asked.query), getTranslations("Listing")]);
  const title = t("breadcrumb.candidates");
  return (
    <ListingView
      title={title}
      basePath="/candidates"
      breadcrumb={[{ href: "/", label: t("breadcrumb.home") }, { label: title }]}
      query={search.query}
      page={search.page}
      errors={asked.errors ?? search.errors}
    />
  );
}
