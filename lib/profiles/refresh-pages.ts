import "server-only";
import { DIRECTORY_TAG, expireTags, memberTag, refreshPage } from "../cache.ts";
import { profilePath } from "./seo.ts";

/**
 * After a change to a member: their profile page, and everything cached of the directory (listings,
 * search results, the sitemap), are computed afresh on their next request. Other app instances keep their
 * copies until those are older than the pages' revalidate time.
 */
export function refreshMemberPages(member: { id: string }): void {
  refreshPage(profilePath(member.id));
  expireTags(DIRECTORY_TAG, memberTag(member.id));
}
