import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  findCategory,
  isSubcategoryOf,
  listingPath,
  menuSubcategories,
  resolveListing,
} from "@/lib/catalog";

describe("catalog", () => {
  it("has the six categories with every subcategory, in order", () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      "Artists",
      "Technicians",
      "Writers & Directors",
      "Music",
      "Camera Unit",
      "Locations",
    ]);
    expect(CATEGORIES.map((c) => c.subcategories.length)).toEqual([15, 15, 10, 7, 5, 24]);
    expect(isSubcategoryOf("Locations", "Kirana Shop")).toBe(true);
    expect(isSubcategoryOf("Music", "Hero")).toBe(false);
  });

  it("leaves DOP, Editors and plain Makeup Artist out of the Technicians menu only", () => {
    const technicians = findCategory("Technicians")!;
    const menu = menuSubcategories(technicians);
    expect(menu).not.toContain("DOP");
    expect(menu).not.toContain("Editors");
    expect(menu).not.toContain("Makeup Artist");
    expect(menu).toContain("Makeup Artist (Male)");
    expect(menu).toHaveLength(12);
    expect(resolveListing("Technicians", "DOP")).toBeDefined();
    expect(menuSubcategories(findCategory("Artists")!)).toHaveLength(15);
  });

  it("builds listing URLs that round-trip, spaces, ampersands and brackets included", () => {
    for (const category of CATEGORIES) {
      for (const sub of category.subcategories) {
        const [, c, s] = listingPath(category.name, sub).split("/");
        expect(resolveListing(c, s)).toEqual({ category, subcategory: sub });
        expect(resolveListing(decodeURIComponent(c), decodeURIComponent(s))).toEqual({ category, subcategory: sub });
      }
    }
    expect(listingPath("Writers & Directors", "Director")).toBe("/Writers%20%26%20Directors/Director");
  });

  it("rejects unknown categories and subcategories of another category", () => {
    expect(resolveListing("Dancers", "Hero")).toBeUndefined();
    expect(resolveListing("Artists", "Beach")).toBeUndefined();
    expect(resolveListing("Artists", "%E0%A4%A")).toBeUndefined();
  });
});

describe("one member, in words", () => {
  it("names one member of a plural subcategory in the singular, with the right article", async () => {
    const { CATEGORIES, memberNoun, withArticle } = await import("@/lib/catalog");
    for (const sub of CATEGORIES.flatMap((c) => c.subcategories)) {
      // A plural ending or a "(Male)" qualifier; "Camera Lens" is one lens.
      if (sub !== "Camera Lens") expect(memberNoun(sub), sub).not.toMatch(/(?<!s)s$|\(/);
    }
    expect(withArticle(memberNoun("Music Directors"))).toBe("a Music Director");
    expect(withArticle(memberNoun("Editors"))).toBe("an Editor");
    expect(withArticle(memberNoun("Alexa"))).toBe("an Alexa");
    expect(withArticle(memberNoun("Singers (Female)"))).toBe("a Singer");
  });
});

describe("loose category and listing addresses", () => {
  it("lead to the canonical address, and leave exact ones and other pages alone", async () => {
    const { canonicalListingPath } = await import("@/lib/catalog");
    expect(canonicalListingPath("/artists/hero")).toBe("/Artists/Hero");
    expect(canonicalListingPath("/ARTISTS/Hero")).toBe("/Artists/Hero");
    expect(canonicalListingPath("/Writers+%26+Directors/Director")).toBe("/Writers%20%26%20Directors/Director");
    expect(canonicalListingPath("/camera+unit/alexa/")).toBe("/Camera%20Unit/Alexa");
    expect(canonicalListingPath("/artists")).toBe("/Artists");
    expect(canonicalListingPath("/camera+unit")).toBe("/Camera%20Unit");
    for (const exact of [
      "/Artists",
      "/Artists/Hero",
      "/Writers%20%26%20Directors",
      "/Writers%20%26%20Directors/Director",
      "/Writers%20&%20Directors/Director",
    ])
      expect(canonicalListingPath(exact), exact).toBeUndefined();
    for (const other of [
      "/",
      "/aboutus",
      "/technicians",
      "/artists/nobody",
      "/candidate-profile/abc",
      "/api/calls",
      "/a/b/c",
    ])
      expect(canonicalListingPath(other), other).toBeUndefined();
  });
});
