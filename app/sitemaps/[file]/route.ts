import { sitemapFile } from "@/lib/seo/sitemap";

// /sitemap.xml (rewritten here as "index") and /sitemaps/{pages|members-N}.xml: the files a job builds and
// keeps in storage (lib/seo/sitemap.ts), served as they are.

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: RouteContext<"/sitemaps/[file]">) {
  const xml = await sitemapFile((await context.params).file.replace(/\.xml$/, ""));
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
