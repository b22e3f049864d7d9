import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { Link } from "@/lib/i18n/navigation";
import { PageHeader } from "@/components/content/PageHeader";
import { FaqAccordion } from "@/components/faq/FaqAccordion";
import { JsonLd } from "@/components/content/JsonLd";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { FAQ } from "@/lib/content/faq";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Frequently Asked Questions",
    description:
      "Answers about registering on Castfolio, building your profile, how filmmakers find you, job openings, child artists and privacy.",
    alternates: await pageAlternates("/faq"),
  };
}

const FAQ_SCHEMA = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer },
  })),
};

export default function FaqPage() {
  return (
    <>
      <JsonLd data={FAQ_SCHEMA} />
      <PageHeader
        title="Frequently Asked Questions"
        lead="Everything artists, crews and location owners ask before they register."
      />
      <div className={CONTAINER}>
        <div className="mx-auto max-w-3xl py-12">
          <FaqAccordion entries={FAQ} name="faq" headingLevel={2} />
          <div className="mt-10 rounded-2xl bg-gray-50 p-6">
            <h2 className="text-xl font-bold">Still have a question?</h2>
            <p className="mt-2 text-gray-600">The contact page says how to reach our team.</p>
            <Link href="/contactus" className={`${BUTTON.primary} mt-4`}>
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
