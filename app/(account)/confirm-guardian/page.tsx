import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { ConfirmGuardian } from "@/components/auth/ConfirmGuardian";

export const metadata: Metadata = { title: "Confirm you are the parent or guardian", robots: { index: false } };

export default async function ConfirmGuardianPage({ searchParams }: PageProps<"/confirm-guardian">) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  return (
    <AuthCard title="Confirm you are the parent or guardian" subtitle="One moment while we check the link you opened.">
      {token ? (
        <ConfirmGuardian token={token} />
      ) : (
        <p role="alert" data-testid="confirm-guardian-outcome">
          This link has no token. Please open the link from the mail again.
        </p>
      )}
    </AuthCard>
  );
}
