import "server-only";
import { CATEGORIES, listingPath } from "./catalog.ts";
import { db } from "./db.ts";
import { callPath, organizationPath } from "./hiring/paths.ts";
import { profilePath } from "./profiles/seo.ts";
import { config } from "./config.ts";

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
  "/employers",
  "/job-grid-one",
];

/**
 * The public pages, every listing, organisation and open casting call, and every public profile (newest
 * first).
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [organizations, calls] = await Promise.all([
    db().organization.findMany({ select: { id: true, updatedAt: true }, orderBy: { createdAt: "desc" } }),
    db().castingCall.findMany({
      where: { status: "OPEN", deadline: { gt: new Date() } },
      select: { id: true, updatedAt: true },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  const hiring = [
    ...organizations.map((o) => ({ path: organizationPath(o.id), lastModified: o.updatedAt })),
    ...calls.map((c) => ({ path: callPath(c.id), lastModified: c.updatedAt })),
  ];
  const listings = [
    ...STATIC_PAGES,
    "/candidates",
    "/technicians",
    ...CATEGORIES.flatMap((c) => c.subcategories.map((s) => listingPath(c.name, s))),
  ];
  const members = await db().user.findMany({
    where: { accountType: "TALENT" },
    select: { id: true, updatedAt: true },
    orderBy: { updatedAt: "desc" },
    take: Math.max(0, SITEMAP_MAX_URLS - listings.length - hiring.length - 1),
  });
  return [
    { url: `${config.siteUrl}/` },
    ...listings.map((path) => ({ url: `${config.siteUrl}${path}` })),
    ...hiring.map(({ path, lastModified }) => ({ url: `${config.siteUrl}${path}`, lastModified })),
    ...members.map((m) => ({ url: `${config.siteUrl}${profilePath(m.id)}`, lastModified: m.updatedAt })),
  ];
}
