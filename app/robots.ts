import type { MetadataRoute } from "next";
import { config } from "@/lib/server/config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/candidate-profile-setting", "/lock-screen", "/reset-password", "/verify-email"],
    },
    sitemap: `${config.siteUrl}/sitemap.xml`,
  };
}
