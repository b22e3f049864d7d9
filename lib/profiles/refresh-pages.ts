import "server-only";
import { expireFromJob, expireTags, memberTag, refreshPage } from "../server/cache.ts";
import { tagsToExpire } from "../search/cache-tags.ts";
import { profilePath } from "./paths.ts";

/**
 * After a change to a member: their profile page, their cached public record, and the cached listings and
 * searches that may hold them (those of their category and subcategory, and those over everyone) are
 * computed afresh on their next request; a member given without category and subcategory expires every
 * cached search. Other app instances keep their copies until those are older than the pages' revalidate
 * time. (The sitemap changes only when members join or leave: lib/seo/sitemap.ts refreshSitemap.)
 */
export function refreshMemberPages(member: { id: string; category?: string; subcategory?: string }): void {
  refreshPage(profilePath(member.id));
  expireTags(...tagsToExpire(member), memberTag(member.id));
}

/** refreshMemberPages, for a job: a member's show reel became playable after their save had answered. */
export async function refreshMemberPagesFromJob(member: { id: string; category: string; subcategory: string }) {
  await expireFromJob([profilePath(member.id)], [...tagsToExpire(member), memberTag(member.id)]);
}
