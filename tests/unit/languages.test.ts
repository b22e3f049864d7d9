import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageAddress } from "@/lib/i18n/addresses";
import { alternatesIn } from "@/lib/seo/alternates";
import { formatNumber } from "@/lib/i18n/formats";
import { formatInr } from "@/lib/money";
import { internalPath, LOCALES, localisedPath, splitLocale } from "@/lib/i18n/locales";

describe("language addresses", () => {
  it("reads a page's language from its first segment; anything else is English", () => {
    expect(splitLocale("/hi/Artists/Hero")).toEqual({ locale: "hi", path: "/Artists/Hero", prefixed: true });
    expect(splitLocale("/ta")).toEqual({ locale: "ta", path: "/", prefixed: true });
    expect(splitLocale("/en/faq")).toEqual({ locale: "en", path: "/faq", prefixed: true });
    expect(splitLocale("/Artists")).toEqual({ locale: "en", path: "/Artists", prefixed: false });
    // Not a language of the site, or a longer word that starts like one.
    expect(splitLocale("/fr/faq")).toMatchObject({ locale: "en", path: "/fr/faq" });
    expect(splitLocale("/hindi")).toMatchObject({ locale: "en", path: "/hindi" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/", prefixed: false });
  });

  it("writes the public address of a page in each language, and where Next.js renders it", () => {
    expect(localisedPath("en", "/faq")).toBe("/faq");
    expect(localisedPath("hi", "/")).toBe("/hi");
    expect(localisedPath("te", "/?q=x")).toBe("/te?q=x");
    expect(localisedPath("ta", "/search?q=x")).toBe("/ta/search?q=x");
    expect(internalPath("en", "/")).toBe("/en");
    expect(internalPath("hi", "/cached-jobs/all")).toBe("/hi/cached-jobs/all");
  });

  it("knows which addresses are pages: not the API, Next.js's files, stored files or sitemaps", () => {
    expect(pageAddress("/hi/search?q=a")).toEqual({ locale: "hi", path: "/search", prefixed: true, query: "?q=a" });
    expect(pageAddress("/")).toEqual({ locale: "en", path: "/", prefixed: false, query: "" });
    for (const url of [
      "/api/health",
      "/api",
      "/_next/static/x.js",
      "/uploads/a.webp",
      "/sitemap.xml",
      "/sitemaps/pages.xml",
      "/robots.txt",
      "/icon.svg",
      "/images/og-default.png",
      "/videos/castfolio-promo.mp4",
      "/manifest.webmanifest",
      "/icons/icon-192.png",
    ])
      expect(pageAddress(url), url).toBeUndefined();
  });

  it("gives each page its canonical in its language and every language as an alternate, English as x-default", () => {
    expect(alternatesIn("te", "/Artists/Heroine")).toEqual({
      canonical: "/te/Artists/Heroine",
      languages: {
        en: "/Artists/Heroine",
        hi: "/hi/Artists/Heroine",
        te: "/te/Artists/Heroine",
        ta: "/ta/Artists/Heroine",
        "x-default": "/Artists/Heroine",
      },
    });
    expect(alternatesIn("en", "/").canonical).toBe("/");
    expect(alternatesIn("hi", "/candidate-profile/abc").canonical).toBe("/hi/candidate-profile/abc");
    // A page kept in English (the API reference) sends search engines to its English address.
    expect(alternatesIn("hi", "/api-docs")).toEqual({ canonical: "/api-docs" });
    // A page of a list keeps its query.
    expect(alternatesIn("te", "/employers?page=2").canonical).toBe("/te/employers?page=2");
    expect(alternatesIn("ta", "/Artists/Nobody")).toEqual({ canonical: "/Artists/Nobody" });
  });

  it("writes money and numbers the Indian way in every language", () => {
    for (const locale of ["en", "hi", "te", "ta"] as const) {
      expect(formatInr(150000, locale)).toBe("₹1,50,000");
      expect(formatNumber(locale, 12345678)).toBe("1,23,45,678");
    }
  });

  it("gives the jobs page's cached copy to every language (next.config.mjs names them by hand)", () => {
    const nextConfig = readFileSync(path.resolve(import.meta.dirname, "../../next.config.mjs"), "utf8");
    expect(/:locale\(([a-z|]+)\)\/job-grid-one/.exec(nextConfig)?.[1].split("|")).toEqual([...LOCALES]);
  });
});
