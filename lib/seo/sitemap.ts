import "server-only";
import { PUBLISHED_CALL, VISIBLE_ORGANIZATION } from "../members/visibility.ts";
import { CATEGORIES, listingPath } from "../catalog.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { CALLS_PATH, callPath, organizationPath } from "../hiring/paths.ts";
import { defineJob, enqueueOncePer } from "../jobs/queue.ts";
import { SITEMAP_FOLDER } from "../storage/paths.ts";
import { storage } from "../storage/index.ts";
import { profilePath } from "../profiles/paths.ts";
import { alternatesIn } from "./alternates.ts";
import { isTranslated } from "./translated-pages.ts";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales.ts";
import { escapeMarkup } from "../markup.ts";

// The sitemap is an index (/sitemap.xml) of files of at most 50,000 addresses each (every page in each of
// the four languages, with its alternates): the public pages,
// listings, studios and open calls in /sitemaps/pages.xml, and every public profile in
// /sitemaps/members-0.xml, members-1.xml… Profiles are split by id, each file a range of the primary key
// found with its index, so that no file needs an OFFSET. A job builds every file and keeps it in storage
// (sitemaps/ beside the uploads, so every instance serves the same): a minute after members join or leave
// or a call changes (one run for a whole burst of changes), and hourly for the dates of change. Until the
// first run has finished, a file is built when asked for.

export const SITEMAP_JOB = "sitemap";
/** How long a change may wait for the next build of the sitemap. */
const REBUILD_AFTER_MS = 60_000;
const FILE_NAME = /^(index|pages|members-\d{1,6})$/;
const storedPath = (name: string) => `${SITEMAP_FOLDER}${name}.xml`;

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** The English address, absolute. */
  url: string;
  /** The same, as a path: each language's address is made from it. */
  path: string;
  lastModified?: Date;
}

/** Members in one file: each is listed in every language, and a file holds at most SITEMAP_MAX_URLS addresses. */
const MEMBERS_PER_FILE = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

const STATIC_PAGES = [
  "/aboutus",
  "/services",
  "/faq",
  "/contactus",
  "/terms",
  "/privacy",
  "/api-docs",
  "/employers",
  CALLS_PATH,
];

const absolute = (path: string) => `${config.siteUrl}${path}`;
const entry = (path: string, lastModified?: Date): SitemapEntry => ({ url: absolute(path), path, lastModified });

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
    ...CATEGORIES.flatMap((c) => [listingPath(c.name), ...c.subcategories.map((s) => listingPath(c.name, s))]),
  ];
  // Listings, then studios and open calls (newest first), until the file holds SITEMAP_MAX_URLS addresses.
  const entries: SitemapEntry[] = [];
  let room = SITEMAP_MAX_URLS;
  for (const candidate of [
    ...listings.map((path) => entry(path)),
    ...organizations.map((o) => entry(organizationPath(o.id), o.updatedAt)),
    ...calls.map((c) => entry(callPath(c.id), c.updatedAt)),
  ]) {
    room -= addressesOf(candidate);
    if (room < 0) break;
    entries.push(candidate);
  }
  return entries;
}

/** The first member id of each members file: every MEMBERS_PER_FILE-th id of the index, in order. */
async function fileStarts(): Promise<string[]> {
  const rows = await db().$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM (
      SELECT "userId", row_number() OVER (ORDER BY "userId") AS n FROM "SearchProfile"
    ) numbered WHERE (n - 1) % ${MEMBERS_PER_FILE} = 0 ORDER BY "userId"`;
  return rows.map((r) => r.userId);
}

async function membersFrom(starts: readonly string[], index: number): Promise<SitemapEntry[]> {
  const rows = await db().searchProfile.findMany({
    where: { userId: { gte: starts[index], ...(starts[index + 1] ? { lt: starts[index + 1] } : {}) } },
    select: { userId: true, profileUpdatedAt: true },
    orderBy: { userId: "asc" },
    take: MEMBERS_PER_FILE,
  });
  return rows.map((r) => entry(profilePath(r.userId), r.profileUpdatedAt));
}

/** The profiles of members file `index` (null when there is no such file). */
export async function memberEntries(index: number): Promise<SitemapEntry[] | null> {
  const starts = await fileStarts();
  if (!Number.isInteger(index) || index < 0 || index >= starts.length) return null;
  return membersFrom(starts, index);
}

const lastmodOf = (e: SitemapEntry) => (e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : "");

/** How many addresses an entry takes: one per language once its page is translated, else its English one. */
const addressesOf = (entry: SitemapEntry) => (isTranslated(entry.path) ? LOCALES.length : 1);

/**
 * Every entry in every language its page reads in, each address with its alternates (hreflang, English as
 * x-default), as search engines ask: every language's address is a <url> of its own that names all of them.
 */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const { languages } = alternatesIn(DEFAULT_LOCALE, e.path);
    if (!languages) return [`<url><loc>${escapeMarkup(e.url)}</loc>${lastmodOf(e)}</url>`];
    const links = Object.entries(languages)
      .map(
        ([hreflang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absolute(path))}"/>`,
      )
      .join("");
    return LOCALES.map(
      (locale) => `<url><loc>${escapeMarkup(absolute(languages[locale]))}</loc>${lastmodOf(e)}${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index: the pages file, then one file per MEMBERS_PER_FILE members. */
function indexXml(memberFiles: number): string {
  const files = ["pages", ...Array.from({ length: memberFiles }, (_, i) => `members-${i}`)];
  const items = files.map((f) => `<sitemap><loc>${escapeMarkup(absolute(`/sitemaps/${f}.xml`))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** Builds one file now, or null when there is no such file (until the job has stored them). */
async function buildFile(name: string): Promise<string | null> {
  if (name === "pages") return urlSetXml(await pageEntries());
  if (name === "index") return indexXml((await fileStarts()).length);
  const entries = await memberEntries(Number(name.slice("members-".length)));
  return entries && urlSetXml(entries);
}

/**
 * Builds every file and stores it, the index last (so that it never names a file not yet stored), then
 * removes members files past the new end. Returns how many members files there are.
 */
export async function writeSitemap(): Promise<number> {
  const files = storage();
  const starts = await fileStarts();
  await files.put(storedPath("pages"), Buffer.from(urlSetXml(await pageEntries())));
  for (const index of starts.keys())
    await files.put(storedPath(`members-${index}`), Buffer.from(urlSetXml(await membersFrom(starts, index))));
  await files.put(storedPath("index"), Buffer.from(indexXml(starts.length)));
  for await (const entry of files.list(SITEMAP_FOLDER)) {
    const member = /members-(\d+)\.xml$/.exec(entry.path);
    if (member && Number(member[1]) >= starts.length) await files.remove(entry.path);
  }
  return starts.length;
}

defineJob(SITEMAP_JOB, () => writeSitemap());

/** One file of the sitemap by its name ("index", "pages", "members-0"…), or null when there is none. */
export async function sitemapFile(name: string): Promise<ReadableStream<Uint8Array> | string | null> {
  if (!FILE_NAME.test(name)) return null;
  const files = storage();
  const stored = await files.read(storedPath(name));
  if (stored) return stored.body;
  // Stored files and no such one: there is none (asking costs no query).
  if ((await files.size(storedPath("index"))) !== undefined) return null;
  refreshSitemap();
  return buildFile(name);
}

/** After members join or leave, or an organisation or call changes: the sitemap is built again within a minute. */
export function refreshSitemap(): void {
  enqueueOncePer(SITEMAP_JOB, REBUILD_AFTER_MS);
}
