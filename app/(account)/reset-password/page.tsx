import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";

export const metadata: Metadata = {
  title: "Reset password",
  description: "Reset the password of your Castfolio account.",
  robots: { index: false },
};

export default function ResetPasswordPage() {
  return (
    <AuthCard title="Reset password" subtitle="Enter the email of your account.">
      <ResetPasswordForm />
    </AuthCard>
  );
}
