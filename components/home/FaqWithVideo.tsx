import { useTranslations } from "#words";
import type { FaqEntry } from "@/lib/content/faq";
import { Link } from "@/lib/i18n/link";
import { FaqAccordion } from "@/components/faq/FaqAccordion";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CONTAINER } from "@/components/ui/styles";
import { PromoVideo } from "./PromoVideo";

/** The first questions of /faq (lib/content/faq.ts FAQ, HOME_FAQ_COUNT of them) beside the promo video. */
export function FaqWithVideo() {
  const t = useTranslations("Home");
  const entries: FaqEntry[] = [
    { question: t("faq.entries.whoCanRegister.question"), answer: t("faq.entries.whoCanRegister.answer") },
    { question: t("faq.entries.cost.question"), answer: t("faq.entries.cost.answer") },
    { question: t("faq.entries.profileContents.question"), answer: t("faq.entries.profileContents.answer") },
    { question: t("faq.entries.beingFound.question"), answer: t("faq.entries.beingFound.answer") },
    { question: t("faq.entries.genuineOpenings.question"), answer: t("faq.entries.genuineOpenings.answer") },
  ];
  return (
    <section aria-labelledby="faq-title" className="py-20">
      <div className={`${CONTAINER} grid items-start gap-12 lg:grid-cols-2`}>
        <div>
          <SectionHeading id="faq-title" eyebrow={t("faq.eyebrow")} title={t("faq.title")} lead={t("faq.lead")} />
          <div className="mt-8">
            <PromoVideo />
          </div>
        </div>
        <div>
          <FaqAccordion entries={entries} name="home-faq" />
          <p className="mt-6">
            <Link href="/faq" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t("faq.seeAll")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
