import "server-only";
import { refreshPage } from "../server/cache.ts";
import { refreshSitemap } from "../seo/sitemap.ts";
import { CALLS_PATH, callPath, organizationPath } from "./paths.ts";

/**
 * The cached hiring pages (a call's page, and the jobs page as visitors get it from app/(hiring)/cached-jobs/[view])
 * after a change to an organisation or its calls: rendered afresh on their next visit. Other instances
 * keep their copies until they are older than the pages' revalidate time.
 */
export function refreshHiringPages(organizationId: string, callIds: readonly string[] = []): void {
  refreshPage(organizationPath(organizationId));
  for (const id of callIds) refreshPage(callPath(id));
  refreshPage("/cached-jobs/all");
  refreshPage(CALLS_PATH);
  refreshPage("/");
  refreshSitemap();
}
