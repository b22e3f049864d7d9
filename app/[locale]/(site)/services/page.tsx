import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { Link } from "@/lib/i18n/link";
import { FeatureCard } from "@/components/content/FeatureCard";
import { PageHeader } from "@/components/content/PageHeader";
import { StepList } from "@/components/content/StepList";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { features, filmmakerSteps, memberSteps } from "@/lib/content/marketing";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Site");
  return {
    title: t("services.title"),
    description: t("services.metadata.description"),
    alternates: await pageAlternates("/services"),
  };
}

export default async function ServicesPage() {
  const [t, home] = await Promise.all([getTranslations("Site"), getTranslations("Home")]);
  return (
    <>
      <PageHeader title={t("services.title")} lead={t("services.lead")} />
      <div className={CONTAINER}>
        <section aria-labelledby="members-title" className="py-14">
          <h2 id="members-title" className="text-3xl font-bold tracking-tight">
            {t("services.members.title")}
          </h2>
          <div className="mt-8">
            <StepList steps={memberSteps(t)} />
          </div>
        </section>
        <section aria-labelledby="filmmakers-title" className="py-10">
          <h2 id="filmmakers-title" className="text-3xl font-bold tracking-tight">
            {t("services.filmmakers.title")}
          </h2>
          <div className="mt-8">
            <StepList steps={filmmakerSteps(t)} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/candidates" className={BUTTON.primary}>
              {t("services.filmmakers.browseProfiles")}
            </Link>
            <Link href="/employers" className={BUTTON.secondary}>
              {t("services.filmmakers.studios")}
            </Link>
          </div>
        </section>
        <section aria-labelledby="services-title" className="py-10">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight">
            {t("services.features.title")}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features(home, t).map((feature) => (
              <li key={feature.icon}>
                <FeatureCard feature={feature} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
