import type { Metadata } from "next";
import { PageWords } from "@/components/language/PageWords";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { AboutBlock } from "@/components/home/AboutBlock";
import { ChatHelpLink } from "@/components/home/ChatHelpLink";
import { FaqWithVideo } from "@/components/home/FaqWithVideo";
import { FeaturesBlock } from "@/components/home/FeaturesBlock";
import { ForCastingTeams } from "@/components/home/ForCastingTeams";
import { Hero } from "@/components/home/Hero";
import { HomeJobs } from "@/components/home/HomeJobs";
import { JoinBanner } from "@/components/home/JoinBanner";
import { PopularCategories } from "@/components/home/PopularCategories";
import { VisitorsOnly } from "@/components/home/SessionAware";
import { configuredSupportContact } from "@/lib/content/contact";
import { listCalls } from "@/lib/hiring/calls";
import { featuredMember } from "@/lib/profiles/featured";
import { HOME_JOB_COUNT } from "@/lib/site";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Home");
  return { description: t("metadata.description"), alternates: await pageAlternates("/") };
}

// The newest open calls are read for every visit (one indexed query): a cached copy would show calls
// that have closed. The hero's featured member is kept for five minutes (lib/profiles/featured.ts). The support settings are read then too: the chat link shows only with SUPPORT_WHATSAPP.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const [{ calls }, member] = await Promise.all([listCalls({}, undefined, HOME_JOB_COUNT), featuredMember()]);
  const { chatUrl } = configuredSupportContact();
  const newest = calls[0];
  const call = newest
    ? { id: newest.id, title: newest.title, organization: newest.organization.name, openings: newest.openings }
    : null;
  return (
    <PageWords namespaces={["HomeClient", "JobsClient"]}>
      <Hero member={member} call={call} />
      <AboutBlock />
      <ForCastingTeams />
      <FeaturesBlock />
      <PopularCategories />
      <HomeJobs calls={calls} />
      <FaqWithVideo />
      <VisitorsOnly>
        <JoinBanner />
      </VisitorsOnly>
      {chatUrl && <ChatHelpLink href={chatUrl} />}
    </PageWords>
  );
}
