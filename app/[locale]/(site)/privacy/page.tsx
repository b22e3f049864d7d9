import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { LegalText } from "@/components/content/LegalText";
import { PageHeader } from "@/components/content/PageHeader";
import { privacyPolicy } from "@/lib/content/legal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Site");
  return {
    title: t("privacy.title"),
    description: t("privacy.metadata.description"),
    alternates: await pageAlternates("/privacy"),
  };
}

export default async function PrivacyPage() {
  const t = await getTranslations("Site");
  const policy = privacyPolicy(t);
  return (
    <>
      <PageHeader title={policy.title} lead={t("privacy.lead")} />
      <LegalText document={policy} />
    </>
  );
}
