import { sitemapFile } from "@/lib/sitemap";

// /sitemap.xml (rewritten here as "index") and /sitemaps/{pages|members-N}.xml (lib/sitemap.ts). Each file
// is built on its first request and then served from the page cache; a burst of crawler requests costs one
// build. A member joining or leaving expires the files (lib/sitemap.ts refreshSitemap); dates of change
// are refreshed hourly, behind the copy being served.

export const revalidate = 3600;
export function generateStaticParams(): { file: string }[] {
  return [];
}

export async function GET(_request: Request, context: RouteContext<"/sitemaps/[file]">) {
  const xml = await sitemapFile((await context.params).file.replace(/\.xml$/, ""));
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
