import Link from "next/link";
import { FEATURES } from "@/lib/content/marketing";
import { HOME_FEATURE_COUNT } from "@/lib/site";
import { FeatureCard } from "@/components/content/FeatureCard";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CONTAINER } from "@/components/ui/styles";

export function FeaturesBlock() {
  return (
    <section aria-labelledby="features-title" className="bg-gray-50 py-20">
      <div className={CONTAINER}>
        <SectionHeading
          id="features-title"
          eyebrow="What we offer"
          title="Everything a film career needs, in one place"
          align="center"
          lead="From the first audition to the wrap party: casting calls, crews, training and the connections that get you hired."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.slice(0, HOME_FEATURE_COUNT).map((feature) => (
            <li key={feature.title}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link href="/services" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            See how Castfolio works →
          </Link>
        </p>
      </div>
    </section>
  );
}
