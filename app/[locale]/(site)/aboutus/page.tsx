import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { Link } from "@/lib/i18n/link";
import { PageHeader } from "@/components/content/PageHeader";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { CATEGORIES, listingPath } from "@/lib/catalog";
import { categoryBlurb, categoryLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { PageImage } from "@/components/ui/PageImage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Site");
  return {
    title: t("about.title"),
    description: t("about.metadata.description"),
    alternates: await pageAlternates("/aboutus"),
  };
}

export default async function AboutPage() {
  const [t, home, names] = await Promise.all([
    getTranslations("Site"),
    getTranslations("Home"),
    getTranslations("Catalog"),
  ]);
  const values = [
    { title: t("about.values.talentFirst.title"), text: t("about.values.talentFirst.text") },
    { title: t("about.values.verifiedOpenings.title"), text: t("about.values.verifiedOpenings.text") },
    { title: t("about.values.respect.title"), text: t("about.values.respect.text") },
  ];
  return (
    <>
      <PageHeader title={t("about.title")} lead={t("about.lead")} />
      <div className={CONTAINER}>
        <section aria-labelledby="story-title" className="grid gap-10 py-14 lg:grid-cols-[1fr_1fr]">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight">
              {t("about.story.title")}
            </h2>
            {[t("about.story.casting"), t("about.story.profiles")].map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-gray-700">
                {p}
              </p>
            ))}
          </div>
          <PageImage
            src="/images/categories/director.svg"
            alt={home("about.images.director")}
            width={400}
            height={500}
            className="mx-auto aspect-[4/5] w-full max-w-sm rounded-3xl object-cover shadow-xl"
          />
        </section>

        <section aria-labelledby="values-title" className="py-10">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight">
            {t("about.values.title")}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-gray-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="who-title" className="py-10">
          <h2 id="who-title" className="text-3xl font-bold tracking-tight">
            {t("about.who.title")}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORIES.map((category) => (
              <li key={category.name} className="rounded-2xl bg-gray-50 p-6">
                <h3 className="text-lg font-semibold">
                  <Link href={listingPath(category.name, category.subcategories[0])} className="hover:text-brand-700">
                    {categoryLabel(names, category.name)}
                  </Link>
                </h3>
                <p className="mt-2 text-gray-600">{categoryBlurb(names, category.name)}</p>
                <p className="mt-3 text-sm text-gray-600">
                  {t("about.who.range", {
                    count: category.subcategories.length,
                    first: subcategoryLabel(names, category.subcategories[0]),
                    last: subcategoryLabel(names, category.subcategories.at(-1) ?? category.subcategories[0]),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-cta" className="py-10 text-center">
          <h2 id="about-cta" className="text-2xl font-bold">
            {t("about.join.title")}
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href="/signup" className={BUTTON.primary}>
              {t("about.join.register")}
            </Link>
            <Link href="/services" className={BUTTON.secondary}>
              {home("about.howItWorks")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
