import "server-only";
import { CATEGORIES, listingPath } from "./catalog.ts";
import { JOBS } from "./content/jobs.ts";
import { STUDIOS } from "./content/studios.ts";
import { db } from "./db.ts";
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

/** The public pages, every listing, studio and job, and every public profile (newest first). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const listings = [
    ...STATIC_PAGES,
    ...STUDIOS.map((s) => `/employer-profile/${s.id}`),
    ...JOBS.map((j) => `/job-detail-one/${j.id}`),
    "/candidates",
    "/technicians",
    ...CATEGORIES.flatMap((c) => c.subcategories.map((s) => listingPath(c.name, s))),
  ];
  const members = await db().user.findMany({
    select: { id: true, updatedAt: true },
    orderBy: { updatedAt: "desc" },
    take: SITEMAP_MAX_URLS - listings.length - 1,
  });
  return [
    { url: `${config.siteUrl}/` },
    ...listings.map((path) => ({ url: `${config.siteUrl}${path}` })),
    ...members.map((m) => ({ url: `${config.siteUrl}${profilePath(m.id)}`, lastModified: m.updatedAt })),
  ];
}
