import type { Metadata } from "next";
import { ConfirmGuardian } from "@/components/auth/ConfirmGuardian";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export const metadata: Metadata = { title: "Confirm you are the parent or guardian", robots: { index: false } };

export default async function ConfirmGuardianPage({ searchParams }: PageProps<"/[locale]/confirm-guardian">) {
  return (
    <MailedLinkCard
      title="Confirm you are the parent or guardian"
      token={(await searchParams).token}
      testId="confirm-guardian-outcome"
    >
      {(token) => <ConfirmGuardian token={token} />}
    </MailedLinkCard>
  );
}
