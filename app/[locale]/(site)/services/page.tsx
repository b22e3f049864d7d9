import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { Link } from "@/lib/i18n/navigation";
import { FeatureCard } from "@/components/content/FeatureCard";
import { PageHeader } from "@/components/content/PageHeader";
import { StepList } from "@/components/content/StepList";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { FEATURES, FILMMAKER_STEPS, MEMBER_STEPS } from "@/lib/content/marketing";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "How It Works",
    description:
      "Register in your category, build a profile with photos, show reel and portfolio, and get discovered by filmmakers. How Castfolio works for artists, crews and filmmakers.",
    alternates: await pageAlternates("/services"),
  };
}

export default function ServicesPage() {
  return (
    <>
      <PageHeader
        title="How It Works"
        lead="Four steps from sign-up to set, and three for the filmmakers looking for you."
      />
      <div className={CONTAINER}>
        <section aria-labelledby="members-title" className="py-14">
          <h2 id="members-title" className="text-3xl font-bold tracking-tight">
            For artists, crews and owners
          </h2>
          <div className="mt-8">
            <StepList steps={MEMBER_STEPS} />
          </div>
        </section>
        <section aria-labelledby="filmmakers-title" className="py-10">
          <h2 id="filmmakers-title" className="text-3xl font-bold tracking-tight">
            For filmmakers and studios
          </h2>
          <div className="mt-8">
            <StepList steps={FILMMAKER_STEPS} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/candidates" className={BUTTON.primary}>
              Browse profiles
            </Link>
            <Link href="/employers" className={BUTTON.secondary}>
              Studios on Castfolio
            </Link>
          </div>
        </section>
        <section aria-labelledby="services-title" className="py-10">
          <h2 id="services-title" className="text-3xl font-bold tracking-tight">
            What you get
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <FeatureCard feature={feature} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
