import type { Feature } from "@/lib/content/marketing";
import { Icon } from "@/components/ui/Icon";

export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <article className="group h-full rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg">
      <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white">
        <Icon name={feature.icon} className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
      <p className="mt-2 text-gray-600">{feature.text}</p>
    </article>
  );
}
