import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmGuardian } from "@/components/auth/ConfirmGuardian";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("links.confirmGuardian"), robots: { index: false } };
}

export default async function ConfirmGuardianPage({ searchParams }: PageProps<"/[locale]/confirm-guardian">) {
  const t = await getTranslations("Auth");
  return (
    <MailedLinkCard
      title={t("links.confirmGuardian")}
      token={(await searchParams).token}
      testId="confirm-guardian-outcome"
    >
      {(token) => <ConfirmGuardian token={token} />}
    </MailedLinkCard>
  );
}
