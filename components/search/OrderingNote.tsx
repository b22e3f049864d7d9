import { RANKING_RULE } from "@/lib/search/ranking";

/** The one-line ranking rule every listing states. */
export function OrderingNote() {
  return (
    <p className="mt-4 text-sm text-gray-600" data-testid="ordering-note">
      <strong className="font-semibold text-ink-900">How profiles are ordered:</strong> {RANKING_RULE}
    </p>
  );
}
