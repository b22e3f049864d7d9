import { describe, expect, it } from "vitest";
import { DIRECTORY_TAG, searchTags, tagsToExpire } from "@/lib/search/cache-tags";

// A change to a member expires the cached searches that may hold them, and only those.

const expires = (member: { category?: string; subcategory?: string }, tags: string[]) =>
  tags.some((tag) => tagsToExpire(member).includes(tag));
const heroine = { category: "Artists", subcategory: "Heroine" };

describe("search cache tags", () => {
  it("expire the listing and category of the member's subcategory, and searches over everyone", () => {
    expect(expires(heroine, searchTags(heroine, false))).toBe(true);
    expect(expires(heroine, searchTags({ category: "Artists" }, false))).toBe(true);
    expect(expires(heroine, searchTags({}, false))).toBe(true);
  });

  it("leave other subcategories and categories cached", () => {
    expect(expires(heroine, searchTags({ category: "Artists", subcategory: "Hero" }, false))).toBe(false);
    expect(expires(heroine, searchTags({ category: "Music", subcategory: "Chorus" }, false))).toBe(false);
    expect(expires(heroine, searchTags({ category: "Music" }, false))).toBe(false);
  });

  it("expire every search that counts facets, whose category counts span every category", () => {
    expect(expires(heroine, searchTags({ category: "Music", subcategory: "Chorus" }, true))).toBe(true);
  });

  it("expire everything for a change whose scope is not known", () => {
    expect(tagsToExpire({})).toEqual([DIRECTORY_TAG]);
    expect(searchTags({ category: "Music", subcategory: "Chorus" }, false)).toContain(DIRECTORY_TAG);
  });
});
