import { RANKING_RULE } from "@/lib/search/ranking";

/** The one-line ranking rule every listing states. */
export function OrderingNote() {
  return (
    <p className="mt-3 text-xs text-gray-600 sm:mt-4 sm:text-sm" data-testid="ordering-note">
      <strong className="font-semibold text-ink-900">How profiles are ordered:</strong> {RANKING_RULE}
    </p>
  );
}
