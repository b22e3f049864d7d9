import "server-only";
import { DIRECTORY_TAG, expireTags, memberTag, refreshPage } from "../cache.ts";
import { profilePath } from "./seo.ts";

/**
 * After a change to a member: their profile page, their cached public record, and everything cached of the
 * directory (listings and searches, pages and results) are computed afresh on their next request. Other app
 * instances keep their copies until those are older than the pages' revalidate time. (The sitemap changes
 * only when members join or leave: lib/sitemap.ts refreshSitemap.)
 */
export function refreshMemberPages(member: { id: string }): void {
  refreshPage(profilePath(member.id));
  expireTags(DIRECTORY_TAG, memberTag(member.id));
}
