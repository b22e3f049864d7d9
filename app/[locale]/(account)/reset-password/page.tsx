import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";

export const metadata: Metadata = {
  title: "Reset password",
  description: "Reset the password of your Castfolio account.",
  robots: { index: false },
};

export default async function ResetPasswordPage({ searchParams }: PageProps<"/[locale]/reset-password">) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw ? raw : undefined;
  return token ? (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard title="Reset password" subtitle="Enter the email of your account: we will mail you a link.">
      <ResetPasswordForm />
    </AuthCard>
  );
}
