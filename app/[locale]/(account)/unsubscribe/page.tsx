import type { Metadata } from "next";
import { UnsubscribeOutcome } from "@/components/alerts/UnsubscribeOutcome";
import { MailedLinkCard } from "@/components/auth/MailedLinkCard";

export const metadata: Metadata = { title: "Stop alerts", robots: { index: false } };

export default async function UnsubscribePage({ searchParams }: PageProps<"/[locale]/unsubscribe">) {
  return (
    <MailedLinkCard title="Stop alerts" token={(await searchParams).token} testId="unsubscribe-outcome">
      {(token) => <UnsubscribeOutcome token={token} />}
    </MailedLinkCard>
  );
}
