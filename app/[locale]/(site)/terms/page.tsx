import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { LegalText } from "@/components/content/LegalText";
import { PageHeader } from "@/components/content/PageHeader";
import { termsOfService } from "@/lib/content/legal";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Site");
  return {
    title: t("terms.title"),
    description: t("terms.metadata.description"),
    alternates: await pageAlternates("/terms"),
  };
}

export default async function TermsPage() {
  const t = await getTranslations("Site");
  const terms = termsOfService(t);
  return (
    <>
      <PageHeader title={terms.title} lead={t("terms.lead")} />
      <LegalText document={terms} />
    </>
  );
}
