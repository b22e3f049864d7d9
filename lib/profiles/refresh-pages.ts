import "server-only";
import { revalidatePath } from "next/cache";
import { profilePath } from "./seo.ts";

/**
 * A member's profile page and their subcategory's unfiltered listing are rendered once and cached
 * (app/(directory)/candidate-profile/[id], app/(directory)/cached-listing): after a change they are
 * rendered afresh on their next visit. Other app instances keep their copies until those are older
 * than the pages' revalidate time.
 */
export function refreshMemberPages(member: { id: string; category: string; subcategory: string }): void {
  revalidate(profilePath(member.id));
  // Decoded, as Next keys the page ("Writers & Directors", not "Writers%20%26%20Directors").
  revalidate(`/cached-listing/${member.category}/${member.subcategory}`);
}

function revalidate(path: string): void {
  try {
    revalidatePath(path);
  } catch (error) {
    // Outside a Next.js server (tests calling the routes, scripts) there is no page cache to refresh.
    if (!/static generation store missing/.test((error as Error).message)) throw error;
  }
}
