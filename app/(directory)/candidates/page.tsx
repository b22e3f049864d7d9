import type { Metadata } from "next";
import { ListingView } from "@/components/listing/ListingView";
import { searchDirectory } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export const metadata: Metadata = {
  title: "Candidates",
  description: "Every actor, technician, writer, director, musician, camera unit and location on Castfolio.",
  alternates: { canonical: "/candidates" },
};

export default async function CandidatesPage({ searchParams }: PageProps<"/candidates">) {
  const { query, errors } = queryOrDefault(readSearchParams(await searchParams));
  return (
    <ListingView
      title="Candidates"
      basePath="/candidates"
      breadcrumb={[{ href: "/", label: "Home" }, { label: "Candidates" }]}
      query={query}
      page={await searchDirectory(query)}
      errors={errors}
    />
  );
}
