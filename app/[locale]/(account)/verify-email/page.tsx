import type { Metadata } from "next";
import { ConfirmEmail } from "@/components/auth/ConfirmEmail";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export const metadata: Metadata = { title: "Confirm your email", robots: { index: false } };

export default async function VerifyEmailPage({ searchParams }: PageProps<"/[locale]/verify-email">) {
  return (
    <MailedLinkCard title="Confirm your email" token={(await searchParams).token}>
      {(token) => <ConfirmEmail token={token} />}
    </MailedLinkCard>
  );
}
