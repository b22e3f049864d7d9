import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UnsubscribeOutcome } from "@/components/alerts/UnsubscribeOutcome";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("links.unsubscribe"), robots: { index: false } };
}

export default async function UnsubscribePage({ searchParams }: PageProps<"/[locale]/unsubscribe">) {
  const t = await getTranslations("Auth");
  return (
    <MailedLinkCard title={t("links.unsubscribe")} token={(await searchParams).token} testId="unsubscribe-outcome">
      {(token) => <UnsubscribeOutcome token={token} />}
    </MailedLinkCard>
  );
}
