import Link from "next/link";
import type { Studio } from "@/lib/content/studios";
import { openingsLabel } from "@/lib/content/jobs";
import { Icon } from "@/components/ui/Icon";

export function StudioCard({ studio }: { studio: Studio }) {
  const href = `/employer-profile/${studio.id}`;
  return (
    <article
      data-testid="studio-card"
      className="flex h-full flex-col items-center rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
    >
      <img
        src={studio.image}
        alt={`${studio.name} logo`}
        width={88}
        height={88}
        loading="lazy"
        className="h-22 w-22 rounded-2xl shadow-md"
      />
      <h2 className="mt-4 text-lg font-semibold">
        <Link href={href} className="hover:text-brand-700">
          {studio.name}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-gray-600">{studio.title}</p>
      <p className="mt-3 flex items-center gap-1 text-sm text-gray-700">
        <Icon name="pin" className="h-4 w-4 text-brand-600" />
        {studio.city}, {studio.country}
      </p>
      <p className="mt-4 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
        {openingsLabel(studio.vacancy)}
      </p>
      <Link
        href={href}
        className="mt-6 inline-flex w-full items-center justify-center rounded-full border border-gray-200 px-4 py-2 text-sm font-semibold transition hover:border-brand-600 hover:text-brand-700"
      >
        View Studio<span className="sr-only">: {studio.name}</span>
      </Link>
    </article>
  );
}
