import "server-only";
import { PUBLISHED_CALL, VISIBLE_ORGANIZATION } from "./moderation/visibility.ts";
import { cached, expireTags, refreshPage } from "./cache.ts";
import { CATEGORIES, listingPath } from "./catalog.ts";
import { config } from "./config.ts";
import { db } from "./db.ts";
import { callPath, organizationPath } from "./hiring/paths.ts";
import { profilePath } from "./profiles/seo.ts";

// The sitemap is an index (/sitemap.xml) of files of at most 50,000 addresses each: the public pages,
// listings, studios and open calls in /sitemaps/pages.xml, and every public profile in
// /sitemaps/members-0.xml, members-1.xml… Profiles are split by id, each file a range of the primary key
// found with its index, so that no file needs an OFFSET. app/sitemaps/[file] caches every file.

const SITEMAP_MEMBERS_TAG = "sitemap-members";

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  url: string;
  lastModified?: Date;
}

const STATIC_PAGES = [
  "/aboutus",
  "/services",
  "/faq",
  "/contactus",
  "/terms",
  "/privacy",
  "/api-docs",
  "/employers",
  "/job-grid-one",
];

const absolute = (path: string) => `${config.siteUrl}${path}`;

/** The home page, the static pages, every listing, organisation and open casting call. */
export async function pageEntries(): Promise<SitemapEntry[]> {
  const [organizations, calls] = await Promise.all([
    db().organization.findMany({
      where: VISIBLE_ORGANIZATION,
      select: { id: true, updatedAt: true },
      orderBy: { createdAt: "desc" },
    }),
    db().castingCall.findMany({
      where: { ...PUBLISHED_CALL, status: "OPEN", deadline: { gt: new Date() } },
      select: { id: true, updatedAt: true },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  const listings = [
    "/",
    ...STATIC_PAGES,
    "/candidates",
    "/technicians",
    ...CATEGORIES.flatMap((c) => c.subcategories.map((s) => listingPath(c.name, s))),
  ];
  return [
    ...listings.map((path) => ({ url: absolute(path) })),
    ...organizations.map((o) => ({ url: absolute(organizationPath(o.id)), lastModified: o.updatedAt })),
    ...calls.slice(0, SITEMAP_MAX_URLS - listings.length - organizations.length).map((c) => ({
      url: absolute(callPath(c.id)),
      lastModified: c.updatedAt,
    })),
  ];
}

/**
 * The first member id of each members file: every SITEMAP_MAX_URLS-th id of the index, in order. Kept
 * until a member joins or leaves (or an hour), so that asking for a file that does not exist costs nothing.
 */
function memberFileStarts(): Promise<string[]> {
  return cached(["sitemap-starts"], [SITEMAP_MEMBERS_TAG], 3600, fileStarts);
}

async function fileStarts(): Promise<string[]> {
  const rows = await db().$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM (
      SELECT "userId", row_number() OVER (ORDER BY "userId") AS n FROM "SearchProfile"
    ) numbered WHERE (n - 1) % ${SITEMAP_MAX_URLS} = 0 ORDER BY "userId"`;
  return rows.map((r) => r.userId);
}

/** The profiles of members file `index` (null when there is no such file). */
export async function memberEntries(index: number): Promise<SitemapEntry[] | null> {
  const starts = await memberFileStarts();
  if (!Number.isInteger(index) || index < 0 || index >= starts.length) return null;
  const rows = await db().searchProfile.findMany({
    where: { userId: { gte: starts[index], ...(starts[index + 1] ? { lt: starts[index + 1] } : {}) } },
    select: { userId: true, profileUpdatedAt: true },
    orderBy: { userId: "asc" },
    take: SITEMAP_MAX_URLS,
  });
  return rows.map((r) => ({ url: absolute(profilePath(r.userId)), lastModified: r.profileUpdatedAt }));
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.url)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index: the pages file, then one file per SITEMAP_MAX_URLS members. */
export async function sitemapIndexXml(): Promise<string> {
  const files = ["pages", ...(await memberFileStarts()).map((_, i) => `members-${i}`)];
  const items = files.map((f) => `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${f}.xml`))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One file of the sitemap by its name ("index", "pages", "members-0"…), or null when there is none. */
export async function sitemapFile(name: string): Promise<string | null> {
  if (name === "index") return sitemapIndexXml();
  if (name === "pages") return urlSetXml(await pageEntries());
  const members = /^members-(\d{1,6})$/.exec(name);
  const entries = members ? await memberEntries(Number(members[1])) : null;
  return entries && urlSetXml(entries);
}

/** After a member joins or leaves: every sitemap file is built afresh on its next request. */
export function refreshSitemap(): void {
  expireTags(SITEMAP_MEMBERS_TAG);
  refreshPage("/sitemaps", "layout");
}

/** After an organisation or call changes: the pages file only. */
export function refreshSitemapPages(): void {
  refreshPage("/sitemaps/pages");
}
