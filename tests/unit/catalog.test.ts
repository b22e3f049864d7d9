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
  it("has the six categories with every subcategory of the spec", () => {
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
