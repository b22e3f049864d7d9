"use client";

import Link from "next/link";
import { hasGender, findCategory } from "@/lib/catalog";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/media/client/urls";
import { formatInr } from "@/lib/money";
import type { CardData } from "@/lib/search/cards";
import { AvailabilityBadge } from "../profile/AvailabilityBadge";
import { SaveToShortlist } from "../shortlists/SaveToShortlist";
import { CopyProfileLink } from "./CopyProfileLink";

/** Age, height and the first languages: what a casting director scans a card for. */
function looks(candidate: CardData): string[] {
  const category = findCategory(candidate.category);
  if (category && !hasGender(category)) return [];
  return [
    candidate.age !== null ? `${candidate.age} yrs` : "",
    candidate.heightCm ? `${candidate.heightCm} cm` : "",
    candidate.languages.slice(0, 2).join(", "),
  ].filter(Boolean);
}

// A client component fed one small object: a page of 24 cards then carries their data once, instead of
// their markup twice (in the HTML and again in the page data).

/** `eager`: a card in the first row, whose picture is likely the largest thing on screen: loaded at once. */
export function CandidateCard({ candidate, eager = false }: { candidate: CardData; eager?: boolean }) {
  const href = `/candidate-profile/${candidate.id}`;
  const facts = looks(candidate);
  return (
    <article className="card" data-testid="candidate-card">
      {candidate.verified && (
        <span className="card-ribbon" title="Verified by Castfolio's team">
          <span aria-hidden="true">★</span> <span>Verified</span>
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
      {/* Two cards a row on a phone: the picture and name first, the rest set tighter. */}
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h2 className="truncate text-base font-semibold sm:text-lg">{candidate.name}</h2>
        <p className="truncate text-sm text-gray-600">
          {candidate.subcategory}
          {candidate.city ? ` · ${candidate.city}` : ""}
        </p>
        {facts.length > 0 && <p className="mt-1 truncate text-sm text-gray-700">{facts.join(" · ")}</p>}
        {candidate.dayRate !== undefined && (
          <p className="mt-1 truncate text-sm font-semibold text-ink-900" data-testid="card-day-rate">
            {formatInr(candidate.dayRate)} <span className="font-normal text-gray-600">/ day</span>
          </p>
        )}
        <p className="mt-2">
          <AvailabilityBadge availability={candidate.availability} />
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <Link href={href} className="card-cta max-sm:w-full max-sm:text-center">
            View Profile<span className="sr-only"> of {candidate.name}</span>
          </Link>
          <span className="flex items-center gap-1">
            <SaveToShortlist memberId={candidate.id} name={candidate.name} />
            <CopyProfileLink path={href} name={candidate.name} />
          </span>
        </div>
      </div>
    </article>
  );
}
