import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "#words";
import { AuthCard } from "@/components/auth/AuthCard";
import { LockScreen } from "@/components/auth/LockScreen";
import { PageWords } from "@/components/language/PageWords";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("lock.metaTitle"), robots: { index: false } };
}

export default function LockScreenPage() {
  const t = useTranslations("Auth");
  return (
    <AuthCard title={t("lock.title")} subtitle={t("lock.subtitle")}>
      <PageWords namespaces={["AuthClient"]}>
        <LockScreen />
      </PageWords>
    </AuthCard>
  );
}
