import type { Metadata } from "next";
import { PageWords } from "@/components/language/PageWords";
import { getTranslations } from "next-intl/server";
import { organizationTypeLabel } from "@/lib/hiring/job-names";
import { countArgument } from "@/lib/i18n/formats";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { currentLocale } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { notFound } from "next/navigation";
import { cache } from "react";
import { OrganizationProfile } from "@/components/organizations/OrganizationProfile";
import { signedInMember } from "@/lib/auth/signed-in";
import { callsOfOrganization } from "@/lib/hiring/calls";
import { findOrganization } from "@/lib/hiring/organizations";
import { organizationPath } from "@/lib/hiring/paths";
import { renterRecordOf } from "@/lib/rentals/reviews";

type Props = PageProps<"/[locale]/employer-profile/[id]">;

const load = cache(async (id: string, viewerId?: string) => findOrganization(id, viewerId));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id);
  const [t, jobs, locale] = await Promise.all([getTranslations("Studios"), getTranslations("Jobs"), currentLocale()]);
  if (!found) return { title: jobs("metadata.notFound") };
  const { organization: org } = found;
  const type = organizationTypeLabel(jobs, org.type);
  return {
    title: t("profile.title", { name: org.name, type, city: org.city }),
    description: t("profile.description", {
      name: org.name,
      // English writes the type in lower case within the sentence ("a production house").
      type: locale === DEFAULT_LOCALE ? type.toLowerCase() : type,
      city: org.city,
      count: org.openCalls,
      total: countArgument(locale, org.openCalls),
      summary: org.description?.split(". ")[0] ?? "",
    }).trim(),
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
    <PageWords namespaces={["JobsClient"]}>
      <OrganizationProfile
        organization={found.organization}
        calls={calls}
        following={found.following}
        signedIn={Boolean(viewer)}
        renterRecord={renterRecord}
      />
    </PageWords>
  );
}
