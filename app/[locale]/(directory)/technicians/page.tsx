import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { ListingView } from "@/components/listing/ListingView";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Technicians",
    description:
      "Cinematographers, light men, editors, colourists, make-up artists, hair stylists and costume designers.",
    alternates: await pageAlternates("/technicians"),
  };
}

export default async function TechniciansPage({ searchParams }: PageProps<"/[locale]/technicians">) {
  const asked = queryOrDefault(readSearchParams(await searchParams), { category: "Technicians" });
  const search = await searchForPage(asked.query);
  return (
    <ListingView
      title="Technicians"
      basePath="/technicians"
      breadcrumb={[{ href: "/", label: "Home" }, { label: "Technicians" }]}
      query={search.query}
      page={search.page}
      kind="technician"
      errors={asked.errors ?? search.errors}
    />
  );
}
