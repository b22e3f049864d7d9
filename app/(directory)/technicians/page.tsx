import type { Metadata } from "next";
import { ListingView } from "@/components/listing/ListingView";
import { findCategory } from "@/lib/catalog";
import { listCandidates, listingQueryOrDefault } from "@/lib/listing";

export const metadata: Metadata = {
  title: "Technicians",
  description:
    "Cinematographers, light men, editors, colourists, make-up artists, hair stylists and costume designers.",
  alternates: { canonical: "/technicians" },
};

export default async function TechniciansPage({ searchParams }: PageProps<"/technicians">) {
  const query = listingQueryOrDefault(await searchParams);
  const result = await listCandidates({ category: findCategory("Technicians") }, query);
  return (
    <ListingView
      title="Technicians"
      basePath="/technicians"
      breadcrumb={[{ href: "/", label: "Home" }, { label: "Technicians" }]}
      query={query}
      result={result}
    />
  );
}
