import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to update your Castfolio profile.",
  alternates: { canonical: "/login" },
};

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
