import { manifestLocale, webAppManifest } from "@/lib/pwa/manifest";

/** GET /manifest.webmanifest?lang=hi: the installable app's manifest in that language. */
export function GET(request: Request): Response {
  const locale = manifestLocale(new URL(request.url).searchParams.get("lang"));
  return new Response(JSON.stringify(webAppManifest(locale)), {
    headers: {
      "content-type": "application/manifest+json; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
