import { useTranslations } from "#words";
import type { Feature } from "@/lib/content/marketing";
import { Link } from "@/lib/i18n/link";
import { FeatureCard } from "@/components/content/FeatureCard";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CONTAINER } from "@/components/ui/styles";

/** The first features of the marketing list (lib/content/marketing.ts FEATURES, HOME_FEATURE_COUNT of them). */
export function FeaturesBlock() {
  const t = useTranslations("Home");
  const features: Feature[] = [
    {
      icon: "megaphone",
      title: t("features.items.castingCalls.title"),
      text: t("features.items.castingCalls.text"),
    },
    {
      icon: "clapper",
      title: t("features.items.productionSupport.title"),
      text: t("features.items.productionSupport.text"),
    },
    {
      icon: "handshake",
      title: t("features.items.industryConnections.title"),
      text: t("features.items.industryConnections.text"),
    },
    { icon: "workshop", title: t("features.items.workshops.title"), text: t("features.items.workshops.text") },
  ];
  return (
    <section aria-labelledby="features-title" className="bg-gray-50 py-20">
      <div className={CONTAINER}>
        <SectionHeading
          id="features-title"
          eyebrow={t("features.eyebrow")}
          title={t("features.title")}
          align="center"
          lead={t("features.lead")}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.icon}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link href="/services" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t("features.seeHow")}
          </Link>
        </p>
      </div>
    </section>
  );
}
