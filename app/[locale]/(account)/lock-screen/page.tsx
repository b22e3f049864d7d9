import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { LockScreen } from "@/components/auth/LockScreen";

export const metadata: Metadata = { title: "Locked", robots: { index: false } };

export default function LockScreenPage() {
  return (
    <AuthCard title="Screen locked" subtitle="Enter your password to carry on.">
      <LockScreen />
    </AuthCard>
  );
}
