import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "#words";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";
import { PageWords } from "@/components/language/PageWords";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return {
    title: t("login.title"),
    description: t("login.metaDescription"),
    alternates: await pageAlternates("/login"),
  };
}

export default function LoginPage() {
  const t = useTranslations("Auth");
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <PageWords namespaces={["AuthClient", "FormErrors"]}>
        <LoginForm />
      </PageWords>
    </AuthCard>
  );
}
