import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { CATEGORIES, GENDERS } from "@/lib/catalog";
import { categoryLabel, genderLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { organizationTypeLabel } from "@/lib/hiring/job-names";
import { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { AuthCard } from "@/components/auth/AuthCard";
import { SignupForm, type SignupChoiceNames } from "@/components/auth/SignupForm";
import { guardianRelationWords } from "@/components/forms/GuardianRelationSelect";
import { PageWords } from "@/components/language/PageWords";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auth");
  return {
    title: t("signup.metaTitle"),
    description: t("signup.metaDescription"),
    alternates: await pageAlternates("/signup"),
  };
}

/** The form's fixed choices (lib/catalog, lib/hiring/options, lib/members/minors) named in the page's language. */
async function choiceNames(): Promise<SignupChoiceNames> {
  const [catalog, jobs, auth] = await Promise.all([
    getTranslations("Catalog"),
    getTranslations("Jobs"),
    getTranslations("Auth"),
  ]);
  const by = <T extends string>(values: readonly T[], name: (value: T) => string) =>
    Object.fromEntries(values.map((value) => [value, name(value)]));
  return {
    categories: by(
      CATEGORIES.map((c) => c.name),
      (name) => categoryLabel(catalog, name),
    ),
    subcategories: by(
      CATEGORIES.flatMap((c) => c.subcategories),
      (name) => subcategoryLabel(catalog, name),
    ),
    genders: by(GENDERS, (gender) => genderLabel(catalog, gender)),
    organizationTypes: by(ORGANIZATION_TYPES, (type) => organizationTypeLabel(jobs, type)),
    relations: guardianRelationWords((key) => auth(key)),
  };
}

/** `/signup?as=hirer` opens the form with "I'm hiring" chosen (the home page's link for casting teams). */
export default async function SignupPage({ searchParams }: PageProps<"/[locale]/signup">) {
  const as = (await searchParams).as;
  const t = await getTranslations("Auth");
  return (
    <AuthCard title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <PageWords namespaces={["AuthClient", "FormErrors"]}>
        <SignupForm initialChoice={as === "hirer" ? "hirer" : "talent"} names={await choiceNames()} />
      </PageWords>
    </AuthCard>
  );
}
