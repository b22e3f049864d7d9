import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/sitemaps/[file]/route";
import { stopJobs } from "@/lib/jobs/queue";
import { sweepOrphans } from "@/lib/media/orphans";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { reindexMember } from "@/lib/search/reindex";
import { writeSitemap } from "@/lib/seo/sitemap";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { storedPaths, tempDir } from "../helpers/files";
import { createMember } from "../helpers/media";

// The sitemap's files are built by a job and kept in storage; the route serves what is stored. Before the
// first build a file is built on request; afterwards a file that is not stored does not exist.

let t: TestDatabase;
let files: Storage;

beforeAll(async () => {
  t = await createTestDatabase();
  files = diskStorage(await tempDir("uploads"));
  setStorage(files);
});
afterAll(async () => {
  setStorage(undefined);
  await t?.drop();
});

async function member(name: string): Promise<string> {
  const id = await createMember(t.db.prisma, name);
  // A listed member (lib/members/listed.ts): one with a profile picture.
  await t.db.prisma.user.update({ where: { id }, data: { profilePic: `profiles/${id}.jpg` } });
  await reindexMember(t.db.prisma, id);
  return id;
}

async function get(file: string): Promise<{ status: number; text: string }> {
  const response = await GET(new Request(`http://castfolio.test/sitemaps/${file}`), {
    params: Promise.resolve({ file }),
  });
  return { status: response.status, text: await response.text() };
}

describe("the sitemap", () => {
  it("before the first build: builds a file when asked, and answers 404 for one that does not exist", async () => {
    const first = await member("First Member");
    const index = await get("index.xml");
    expect(index.status).toBe(200);
    expect(index.text).toContain("/sitemaps/pages.xml</loc>");
    expect(index.text).toContain("/sitemaps/members-0.xml</loc>");
    expect((await get("members-0.xml")).text).toContain(`/candidate-profile/${first}</loc>`);
    expect((await get("members-3.xml")).status).toBe(404);
    expect((await get("../../etc/passwd")).status).toBe(404);
  });

  it("serves the stored files, which change only when the job builds them again", async () => {
    await stopJobs(); // the build the first request queued for the end of the minute: this test runs them
    await writeSitemap();
    expect((await storedPaths(files, "sitemaps/")).sort()).toEqual([
      "sitemaps/index.xml",
      "sitemaps/members-0.xml",
      "sitemaps/pages.xml",
    ]);
    const later = await member("Later Member");
    expect((await get("members-0.xml")).text).not.toContain(later);
    await writeSitemap();
    expect((await get("members-0.xml")).text).toContain(`/candidate-profile/${later}</loc>`);
    expect((await get("pages.xml")).text).toContain("/aboutus</loc>");
    expect((await get("members-3.xml")).status).toBe(404);
  });

  it("removes members files past the end, and the orphan sweep leaves the sitemap alone", async () => {
    await files.put("sitemaps/members-7.xml", Buffer.from("<urlset/>"));
    expect(await writeSitemap()).toBe(1);
    expect(await storedPaths(files, "sitemaps/")).not.toContain("sitemaps/members-7.xml");
    await sweepOrphans(Date.now() + 24 * 3_600_000);
    expect((await storedPaths(files, "sitemaps/")).length).toBe(3);
  });
});
