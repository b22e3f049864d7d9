import type { Metadata } from "next";
import { ListingView } from "@/components/listing/ListingView";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export const metadata: Metadata = {
  title: "Candidates",
  description: "Every actor, technician, writer, director, musician, camera unit and location on Castfolio.",
  alternates: { canonical: "/candidates" },
};

export default async function CandidatesPage({ searchParams }: PageProps<"/candidates">) {
  const asked = queryOrDefault(readSearchParams(await searchParams));
  const search = await searchForPage(asked.query);
  return (
    <ListingView
      title="Candidates"
      basePath="/candidates"
      breadcrumb={[{ href: "/", label: "Home" }, { label: "Candidates" }]}
      query={search.query}
      page={search.page}
      errors={asked.errors ?? search.errors}
    />
  );
}
