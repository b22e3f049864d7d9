import { describe, expect, it } from "vitest";
import { translatorOf } from "../helpers/catalogs";
import { CATEGORIES } from "@/lib/catalog";
import { skillsLabel } from "@/lib/search/filters";
import { SORT_LABELS, SORTS } from "@/lib/search/params";
import { RANKING_RULE } from "@/lib/search/ranking";
import { MESSAGES } from "@/lib/status-messages";
import { skillsWordsIn } from "@/components/search/form-names";

// The listing's English words live in messages/en/Listing.json and ListingClient.json; the constants that
// API clients and other pages still read must say the same.

const translator = <N extends "Listing" | "ListingClient">(namespace: N) => translatorOf("en", namespace);

describe("the listing's English", () => {
  it("states the ranking rule of lib/search/ranking.ts", () => {
    const t = translator("Listing");
    expect(t.markup("ordering", { strong: (chunks) => chunks })).toBe(`How profiles are ordered: ${RANKING_RULE}`);
  });

  it("names the skills filter of every kind as lib/search/filters.ts does", () => {
    const t = translator("Listing");
    for (const kind of [...CATEGORIES.map((c) => c.kind), undefined])
      expect(skillsWordsIn(t, kind).label, String(kind)).toBe(skillsLabel(kind));
  });

  it("names the sorts and the copied link as lib/ does", () => {
    const t = translator("ListingClient");
    expect(SORTS.map((sort) => t(`form.sort.${sort}`))).toEqual(SORTS.map((sort) => SORT_LABELS[sort]));
    expect(t("copyLink.copied")).toBe(MESSAGES.linkCopied);
  });
});
