import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CancelEmailChange } from "@/components/auth/CancelEmailChange";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("links.cancelEmailChange"), robots: { index: false } };
}

export default async function CancelEmailChangePage({ searchParams }: PageProps<"/[locale]/cancel-email-change">) {
  const t = await getTranslations("Auth");
  return (
    <MailedLinkCard
      title={t("links.cancelEmailChange")}
      token={(await searchParams).token}
      testId="cancel-email-change-outcome"
    >
      {(token) => <CancelEmailChange token={token} />}
    </MailedLinkCard>
  );
}
