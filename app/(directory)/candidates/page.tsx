import type { Metadata } from "next";
import { ListingView } from "@/components/listing/ListingView";
import { listCandidates, listingQueryOrDefault } from "@/lib/listing";

export const metadata: Metadata = {
  title: "Candidates",
  description: "Every actor, technician, writer, director, musician, camera unit and location on Castfolio.",
  alternates: { canonical: "/candidates" },
};

export default async function CandidatesPage({ searchParams }: PageProps<"/candidates">) {
  const query = listingQueryOrDefault(await searchParams);
  const result = await listCandidates({}, query);
  return (
    <ListingView
      title="Candidates"
      basePath="/candidates"
      breadcrumb={[{ href: "/", label: "Home" }, { label: "Candidates" }]}
      query={query}
      result={result}
    />
  );
}
