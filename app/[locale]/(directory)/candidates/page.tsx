import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { ListingView } from "@/components/listing/ListingView";
import { searchForPage } from "@/lib/search";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Candidates",
    description: "Every actor, technician, writer, director, musician, camera unit and location on Castfolio.",
    alternates: await pageAlternates("/candidates"),
  };
}

export default async function CandidatesPage({ searchParams }: PageProps<"/[locale]/candidates">) {
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
