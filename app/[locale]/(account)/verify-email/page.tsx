import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConfirmEmail } from "@/components/auth/ConfirmEmail";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("links.verifyEmail"), robots: { index: false } };
}

export default async function VerifyEmailPage({ searchParams }: PageProps<"/[locale]/verify-email">) {
  const t = await getTranslations("Auth");
  return (
    <MailedLinkCard title={t("links.verifyEmail")} token={(await searchParams).token}>
      {(token) => <ConfirmEmail token={token} />}
    </MailedLinkCard>
  );
}
