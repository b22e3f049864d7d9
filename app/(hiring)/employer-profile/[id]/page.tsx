import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StudioProfile } from "@/components/studios/StudioProfile";
import { jobsOfStudio } from "@/lib/content/jobs";
import { findStudio, STUDIOS } from "@/lib/content/studios";

type Props = PageProps<"/employer-profile/[id]">;

export const dynamicParams = false;

export function generateStaticParams() {
  return STUDIOS.map((studio) => ({ id: String(studio.id) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const studio = findStudio((await params).id);
  if (!studio) return { title: "Page Not Found" };
  return {
    title: `${studio.name}: ${studio.title}`,
    description: `${studio.name}, ${studio.city}: ${studio.about}`,
    alternates: { canonical: `/employer-profile/${studio.id}` },
  };
}

export default async function EmployerProfilePage({ params }: Props) {
  const studio = findStudio((await params).id);
  if (!studio) notFound();
  return <StudioProfile studio={studio} jobs={jobsOfStudio(studio.id)} />;
}
