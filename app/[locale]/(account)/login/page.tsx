import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Sign in",
    description: "Sign in to update your Castfolio profile.",
    alternates: await pageAlternates("/login"),
  };
}

export default function LoginPage() {
  return (
    <AuthCard
      title="Sign in"
      subtitle="Sign in to keep your profile up to date, apply to casting calls and read your messages."
    >
      <LoginForm />
    </AuthCard>
  );
}
