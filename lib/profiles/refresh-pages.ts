import "server-only";
import { refreshPage } from "../page-cache.ts";
import { profilePath } from "./seo.ts";

/**
 * A member's profile page and their subcategory's unfiltered listing are rendered once and cached
 * (app/(directory)/candidate-profile/[id], app/(directory)/cached-listing): after a change they are
 * rendered afresh on their next visit. Other app instances keep their copies until those are older
 * than the pages' revalidate time.
 */
export function refreshMemberPages(member: { id: string; category: string; subcategory: string }): void {
  refreshPage(profilePath(member.id));
  // Decoded, as Next keys the page ("Writers & Directors", not "Writers%20%26%20Directors").
  refreshPage(`/cached-listing/${member.category}/${member.subcategory}`);
}
