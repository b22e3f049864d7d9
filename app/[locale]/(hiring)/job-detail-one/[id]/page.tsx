import type { Metadata } from "next";
import { PageWords } from "@/components/language/PageWords";
import { getTranslations } from "next-intl/server";
import { dayLabel } from "@/lib/i18n/date-labels";
import { payLabel, projectTypeLabel } from "@/lib/hiring/job-names";
import { currentLocale } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JsonLd } from "@/components/content/JsonLd";
import { ApplyBox } from "@/components/jobs/ApplyBox";
import { CallDetail } from "@/components/jobs/CallDetail";
import { callsOfOrganization, findCall } from "@/lib/hiring/calls";
import { callPay } from "@/lib/hiring/present";
import { callPath } from "@/lib/hiring/paths";
import { jobPostings } from "@/lib/hiring/seo";

type Props = PageProps<"/[locale]/job-detail-one/[id]">;

// Rendered on its first visit, then served from the page cache: a change to the call or its studio
// refreshes it at once (lib/hiring/refresh-pages.ts), and any copy is at most a minute old, so a deadline
// that passes shows within a minute (applying checks it on the server anyway).
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

const load = cache(async (id: string) => findCall(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const call = await load((await params).id);
  const t = await getTranslations("Jobs");
  if (!call) return { title: t("metadata.notFound") };
  const [words, locale] = [await getTranslations("JobsClient"), await currentLocale()];
  return {
    title: `${call.title} · ${call.organization.name}`,
    description: t("metadata.call", {
      projectType: projectTypeLabel(words, call.projectType),
      city: call.city,
      organization: call.organization.name,
      roles: call.roles.length,
      pay: payLabel(words, callPay(call.roles)),
      day: dayLabel(call.deadline, "short", locale),
      summary: call.description.split(". ")[0],
    }),
    alternates: await pageAlternates(callPath(call.id)),
    // A closed call keeps its page for the people who applied, but leaves search results.
    robots: call.open ? undefined : { index: false },
  };
}

export default async function CallPage({ params }: Props) {
  const call = await load((await params).id);
  if (!call) notFound();
  const related = (await callsOfOrganization(call.organization.id)).filter((c) => c.id !== call.id);
  return (
    <PageWords namespaces={["JobsClient"]}>
      {call.open && jobPostings(call).map((posting, i) => <JsonLd key={i} data={posting} />)}
      <CallDetail call={call} related={related} apply={<ApplyBox call={call} />} />
    </PageWords>
  );
}
