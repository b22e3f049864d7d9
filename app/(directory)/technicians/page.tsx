import type { Metadata } from "next";
import { ListingView } from "@/components/listing/ListingView";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export const metadata: Metadata = {
  title: "Technicians",
  description:
    "Cinematographers, light men, editors, colourists, make-up artists, hair stylists and costume designers.",
  alternates: { canonical: "/technicians" },
};

export default async function TechniciansPage({ searchParams }: PageProps<"/technicians">) {
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
