import Link from "next/link";
import { FAQ, HOME_FAQ_COUNT } from "@/lib/content/faq";
import { FaqAccordion } from "@/components/faq/FaqAccordion";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CONTAINER } from "@/components/ui/styles";
import { PromoVideo } from "./PromoVideo";

export function FaqWithVideo() {
  return (
    <section aria-labelledby="faq-title" className="py-20">
      <div className={`${CONTAINER} grid items-start gap-12 lg:grid-cols-2`}>
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Frequently Asked Questions"
            lead="What artists and crews ask us most before they register."
          />
          <div className="mt-8">
            <PromoVideo />
          </div>
        </div>
        <div>
          <FaqAccordion entries={FAQ.slice(0, HOME_FAQ_COUNT)} name="home-faq" />
          <p className="mt-6">
            <Link href="/faq" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              See all questions →
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
