import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { PageWords } from "@/components/language/PageWords";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return { title: t("reset.title"), description: t("reset.metaDescription"), robots: { index: false } };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<"/[locale]/reset-password">) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw ? raw : undefined;
  const t = await getTranslations("Auth");
  return token ? (
    <AuthCard title={t("reset.chooseTitle")} subtitle={t("reset.chooseSubtitle")}>
      <PageWords namespaces={["AuthClient", "FormErrors"]}>
        <ResetPasswordForm token={token} />
      </PageWords>
    </AuthCard>
  ) : (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <PageWords namespaces={["AuthClient", "FormErrors"]}>
        <ResetPasswordForm />
      </PageWords>
    </AuthCard>
  );
}
