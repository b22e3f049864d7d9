import type { Metadata } from "next";
import { CancelEmailChange } from "@/components/auth/CancelEmailChange";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export const metadata: Metadata = { title: "Cancel the change of email", robots: { index: false } };

export default async function CancelEmailChangePage({ searchParams }: PageProps<"/[locale]/cancel-email-change">) {
  return (
    <MailedLinkCard
      title="Cancel the change of email"
      token={(await searchParams).token}
      testId="cancel-email-change-outcome"
    >
      {(token) => <CancelEmailChange token={token} />}
    </MailedLinkCard>
  );
}
