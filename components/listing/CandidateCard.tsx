"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { hasGender, findCategory } from "@/lib/catalog";
import { formatInr } from "@/lib/money";
import { IntentLink } from "@/lib/i18n/link";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { profilePath } from "@/lib/profiles/paths";
import type { CardData } from "@/lib/search/cards";
import { AvailabilityBadge } from "../profile/AvailabilityBadge";
import { SaveToShortlist } from "../shortlists/SaveToShortlist";
import { CopyProfileLink } from "./CopyProfileLink";

// A client component fed one small object: a page of 24 cards then carries their data once, instead of
// their markup twice (in the HTML and again in the page data).

/**
 * `eager`: a card in the first row, whose picture is likely the largest thing on screen: loaded at once.
 * `subcategoryLabel`: the subcategory's name in the page's language (the Catalog namespace stays on the
 * server); without it the stored English name is shown.
 */
export function CandidateCard({
  candidate,
  subcategoryLabel = candidate.subcategory,
  eager = false,
}: {
  candidate: CardData;
  subcategoryLabel?: string;
  eager?: boolean;
}) {
  const t = useTranslations("ListingClient");
  const locale = usePageLocale();
  const href = profilePath(candidate.id);
  // Age, height and the first languages: what a casting director scans a card for (not for places or equipment).
  const category = findCategory(candidate.category);
  const facts =
    category && !hasGender(category)
      ? []
      : [
          candidate.age !== null ? t("card.age", { age: candidate.age }) : "",
          candidate.heightCm ? t("card.height", { height: candidate.heightCm }) : "",
          candidate.languages.slice(0, 2).join(", "),
        ].filter(Boolean);
  return (
    <article className="card" data-testid="candidate-card">
      {candidate.verified && (
        <span className="card-ribbon" title={t("card.verifiedTitle")}>
          <span aria-hidden="true">★</span> <span>{t("card.verified")}</span>
        </span>
      )}
      <img
        src={mediaUrl(candidate.cardPic) ?? DEFAULT_AVATAR}
        alt={t("card.photoAlt", { name: candidate.name, subcategory: subcategoryLabel })}
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
          {subcategoryLabel}
          {candidate.city ? ` · ${candidate.city}` : ""}
        </p>
        {facts.length > 0 && <p className="mt-1 truncate text-sm text-gray-700">{facts.join(" · ")}</p>}
        {candidate.dayRate !== undefined && (
          <p className="mt-1 truncate text-sm font-semibold text-ink-900" data-testid="card-day-rate">
            {t.rich("card.dayRate", {
              rate: formatInr(candidate.dayRate, locale),
              unit: (chunks) => <span className="font-normal text-gray-600">{chunks}</span>,
            })}
          </p>
        )}
        <p className="mt-2">
          <AvailabilityBadge availability={candidate.availability} />
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <IntentLink href={href} className="card-cta max-sm:w-full max-sm:text-center">
            {t.rich("card.viewProfile", {
              name: candidate.name,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </IntentLink>
          <span className="flex items-center gap-1">
            <SaveToShortlist memberId={candidate.id} name={candidate.name} />
            <CopyProfileLink path={href} name={candidate.name} />
          </span>
        </div>
      </div>
    </article>
  );
}
