import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { Link } from "@/lib/i18n/link";
import { PageHeader } from "@/components/content/PageHeader";
import { FaqAccordion } from "@/components/faq/FaqAccordion";
import { JsonLd } from "@/components/content/JsonLd";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { faqEntries } from "@/lib/content/faq";

// The page's title is the home's FAQ heading ("Home" faq.title): the same words, one message.

export async function generateMetadata(): Promise<Metadata> {
  const [t, home] = await Promise.all([getTranslations("Site"), getTranslations("Home")]);
  return {
    title: home("faq.title"),
    description: t("faq.metadata.description"),
    alternates: await pageAlternates("/faq"),
  };
}

export default async function FaqPage() {
  const [t, home] = await Promise.all([getTranslations("Site"), getTranslations("Home")]);
  const entries = faqEntries(home, t);
  // The questions and answers for search engines, in the page's language.
  const schema = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
  return (
    <>
      <JsonLd data={schema} />
      <PageHeader title={home("faq.title")} lead={t("faq.lead")} />
      <div className={CONTAINER}>
        <div className="mx-auto max-w-3xl py-12">
          <FaqAccordion entries={entries} name="faq" headingLevel={2} />
          <div className="mt-10 rounded-2xl bg-gray-50 p-6">
            <h2 className="text-xl font-bold">{t("faq.more.title")}</h2>
            <p className="mt-2 text-gray-600">{t("faq.more.text")}</p>
            <Link href="/contactus" className={`${BUTTON.primary} mt-4`}>
              {t("contact.title")}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
