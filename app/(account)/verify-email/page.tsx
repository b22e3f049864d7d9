import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { ConfirmEmail } from "@/components/auth/ConfirmEmail";

export const metadata: Metadata = { title: "Confirm your email", robots: { index: false } };

export default async function VerifyEmailPage({ searchParams }: PageProps<"/verify-email">) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  return (
    <AuthCard title="Confirm your email" subtitle="One moment while we check the link you opened.">
      {token ? (
        <ConfirmEmail token={token} />
      ) : (
        <p role="alert">This link has no token. Please open the link from the mail again.</p>
      )}
    </AuthCard>
  );
}
