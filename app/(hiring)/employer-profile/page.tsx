import type { Metadata } from "next";
import { StudioProfile } from "@/components/studios/StudioProfile";
import { jobsOfStudio } from "@/lib/content/jobs";
import { STUDIOS } from "@/lib/content/studios";

// Without an id the route shows the first studio of the static list; its canonical page is /employer-profile/{id}.
const studio = STUDIOS[0];

export const metadata: Metadata = {
  title: `${studio.name}: ${studio.title}`,
  description: `${studio.name}, ${studio.city}: ${studio.about}`,
  alternates: { canonical: `/employer-profile/${studio.id}` },
};

export default function DefaultEmployerProfilePage() {
  return <StudioProfile studio={studio} jobs={jobsOfStudio(studio.id)} />;
}
