import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { StudioProfile } from "@/components/studios/StudioProfile";
import { signedInMember } from "@/lib/auth/signed-in";
import { callsOfOrganization } from "@/lib/hiring/calls";
import { findOrganization } from "@/lib/hiring/organizations";
import { organizationPath } from "@/lib/hiring/paths";
import { renterRecordOf } from "@/lib/rentals/reviews";

type Props = PageProps<"/[locale]/employer-profile/[id]">;

const load = cache(async (id: string, viewerId?: string) => findOrganization(id, viewerId));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id);
  if (!found) return { title: "Page Not Found" };
  const { organization: org } = found;
  return {
    title: `${org.name}: ${org.type} in ${org.city}`,
    description:
      `${org.name}, ${org.type.toLowerCase()} in ${org.city}: ${org.openCalls === 1 ? "1 open casting call" : `${org.openCalls} open casting calls`} on Castfolio. ${org.description?.split(". ")[0] ?? ""}`.trim(),
    alternates: await pageAlternates(organizationPath(org.id)),
  };
}

export default async function EmployerProfilePage({ params }: Props) {
  const viewer = await signedInMember();
  const found = await load((await params).id, viewer?.id);
  if (!found) notFound();
  const [calls, renterRecord] = await Promise.all([
    callsOfOrganization(found.organization.id),
    renterRecordOf({ organizationId: found.organization.id }),
  ]);
  return (
    <StudioProfile
      studio={found.organization}
      calls={calls}
      following={found.following}
      signedIn={Boolean(viewer)}
      renterRecord={renterRecord}
    />
  );
}
