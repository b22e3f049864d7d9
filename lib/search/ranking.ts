// The order listings and search show members in when a visitor asks for nothing else. One rule, stated
// on every listing ("How profiles are ordered"), computed here and nowhere else. Nothing in it is for sale.

export const RANKING_RULE =
  "Members with a profile picture come first, then more complete profiles (picture, cover, details, photos, video), then the most recently updated. Nobody can pay to move up.";

/** What makes a profile complete, 20 points each. */
export const COMPLETENESS_PARTS = ["profile picture", "cover picture", "details", "photos", "video"] as const;

export interface CompletenessInput {
  hasPicture: boolean;
  hasCover: boolean;
  detailsFilled: boolean;
  photos: number;
  hasVideo: boolean;
}

/** 0 to 100. */
export function completenessOf(p: CompletenessInput): number {
  const parts = [p.hasPicture, p.hasCover, p.detailsFilled, p.photos > 0, p.hasVideo];
  return parts.filter(Boolean).length * (100 / COMPLETENESS_PARTS.length);
}

/** The first key of the default order: a picture outweighs everything else, then completeness. */
export function rankOf(hasPicture: boolean, completeness: number): number {
  return (hasPicture ? 100 : 0) + completeness;
}
