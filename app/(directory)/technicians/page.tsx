import type { Metadata } from "next";
import { ListingView } from "@/components/listing/ListingView";
import { searchDirectory } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export const metadata: Metadata = {
  title: "Technicians",
  description:
    "Cinematographers, light men, editors, colourists, make-up artists, hair stylists and costume designers.",
  alternates: { canonical: "/technicians" },
};

export default async function TechniciansPage({ searchParams }: PageProps<"/technicians">) {
  const { query, errors } = queryOrDefault(readSearchParams(await searchParams), { category: "Technicians" });
  return (
    <ListingView
      title="Technicians"
      basePath="/technicians"
      breadcrumb={[{ href: "/", label: "Home" }, { label: "Technicians" }]}
      query={query}
      page={await searchDirectory(query)}
      kind="technician"
      errors={errors}
    />
  );
}
