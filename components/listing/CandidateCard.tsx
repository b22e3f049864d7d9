import Link from "next/link";
import type { CandidateCard as Card } from "@/lib/listing";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/media/client/urls";
import { CopyProfileLink } from "./CopyProfileLink";

/** `eager`: a card in the first row, whose picture is likely the largest thing on screen: loaded at once. */
export function CandidateCard({ candidate, eager = false }: { candidate: Card; eager?: boolean }) {
  const href = `/candidate-profile/${candidate._id}`;
  return (
    <article
      className="relative overflow-hidden rounded-xl border border-gray-100 bg-white shadow-sm transition hover:shadow-md"
      data-testid="candidate-card"
    >
      {candidate.rate && (
        <span
          className="absolute left-0 top-3 z-10 rounded-r-full bg-amber-400 px-3 py-1 text-xs font-bold text-ink-900"
          title="Top rated"
        >
          <span aria-hidden="true">★</span> <span>Top rated</span>
        </span>
      )}
      <img
        src={mediaUrl(candidate.cardPic) ?? DEFAULT_AVATAR}
        alt={`${candidate.name}, ${candidate.subcategory}`}
        width={400}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-square w-full object-cover"
      />
      <div className="p-4">
        <h2 className="truncate text-lg font-semibold">{candidate.name}</h2>
        <p className="text-sm text-gray-600">
          {candidate.subcategory}
          {candidate.city ? ` · ${candidate.city}` : ""}
        </p>
        <div className="mt-3 flex items-center justify-between gap-2">
          <Link
            href={href}
            className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-900"
          >
            View Profile<span className="sr-only"> of {candidate.name}</span>
          </Link>
          <CopyProfileLink path={href} name={candidate.name} />
        </div>
      </div>
    </article>
  );
}
