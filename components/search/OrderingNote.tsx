import { useTranslations } from "#words";

/**
 * The one-line ranking rule every listing states. Its English is lib/search/ranking.ts's RANKING_RULE word for
 * word (the Listing catalog holds it in each language).
 */
export function OrderingNote() {
  const t = useTranslations("Listing");
  return (
    <p className="mt-3 text-xs text-gray-600 sm:mt-4 sm:text-sm" data-testid="ordering-note">
      {t.rich("ordering", { strong: (chunks) => <strong className="font-semibold text-ink-900">{chunks}</strong> })}
    </p>
  );
}
