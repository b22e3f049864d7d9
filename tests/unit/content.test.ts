import { describe, expect, it } from "vitest";
import { resolveListing } from "@/lib/catalog";
import { FAQ, HOME_FAQ_COUNT } from "@/lib/content/faq";
import { PRIVACY, TERMS } from "@/lib/content/legal";
import { FEATURES } from "@/lib/content/marketing";
import { POPULAR_CATEGORIES } from "@/lib/content/popular-categories";
import { HOME_FEATURE_COUNT } from "@/lib/site";

const text = (doc: typeof TERMS) => doc.sections.flatMap((s) => s.paragraphs).join(" ");

describe("home content", () => {
  it("carousel: eight popular categories, each linking to a listing of the catalog", () => {
    expect(POPULAR_CATEGORIES.map((c) => c.label)).toEqual([
      "Hero",
      "Heroine",
      "Director",
      "Assistant Director",
      "Beach",
      "Farmhouse",
      "Dancers",
      "Choreographers",
    ]);
    for (const item of POPULAR_CATEGORIES) {
      const [, category, subcategory] = item.href.split("/");
      expect(resolveListing(category, subcategory), item.label).toBeDefined();
    }
    expect(POPULAR_CATEGORIES.find((c) => c.label === "Choreographers")?.href).toBe("/Artists/Dancers");
    expect(POPULAR_CATEGORIES.find((c) => c.label === "Director")?.href).toBe("/Writers%20%26%20Directors/Director");
  });

  it("features: the marketing list, casting calls first", () => {
    expect(FEATURES.length).toBeGreaterThan(HOME_FEATURE_COUNT);
    expect(FEATURES.slice(0, HOME_FEATURE_COUNT).map((f) => f.title)).toEqual([
      "Casting Calls",
      "Production Support",
      "Industry Connections",
      "Workshops & Training",
    ]);
  });

  it("has enough questions for the home block", () => {
    expect(FAQ.length).toBeGreaterThan(HOME_FAQ_COUNT);
  });
});

describe("static pages", () => {
  it("the terms say accounts that break the rules may be terminated and placement is not guaranteed", () => {
    expect(text(TERMS)).toContain("Accounts that break the rules may be terminated");
    expect(text(TERMS)).toContain("Job placement is not guaranteed");
  });

  it("the privacy policy says limited details may be shared with verified casting directors or production companies", () => {
    expect(text(PRIVACY)).toContain(
      "Limited profile details may be shared with verified casting directors or production companies",
    );
  });
});
