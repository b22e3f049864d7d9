import { describe, expect, it } from "vitest";
import {
  callSearchName,
  canonicalParams,
  searchReader,
  talentSearchName,
  talentSearchParams,
} from "@/lib/alerts/params";
import { MAX_SEARCH_NAME } from "@/lib/alerts/options";
import { parseSearchQuery, readSearchParams, type SearchQuery } from "@/lib/search/query";

/** The query /search reads from an address. */
function queryOf(search: string): SearchQuery {
  const parsed = parseSearchQuery(readSearchParams(new URLSearchParams(search)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

describe("a talent search's suggested name", () => {
  it("says the role, gender, city and ages first, joined by dots", () => {
    expect(
      talentSearchName(queryOf("category=Artists&subcategory=Heroine&gender=Female&city=Mumbai&ageMin=20&ageMax=30")),
    ).toBe("Heroine · Female · Mumbai · Aged 20-30");
    expect(talentSearchName(queryOf("category=Technicians&city=Hyderabad"))).toBe("Technicians · Hyderabad");
  });

  it("is in the page's language on a Hindi, Telugu or Tamil page; members' words (a city) as typed", () => {
    const heroines = queryOf("category=Artists&subcategory=Heroine&gender=Female&city=Mumbai&ageMin=20&ageMax=30");
    expect(talentSearchName(heroines, searchReader("en"))).toBe("Heroine · Female · Mumbai · Aged 20-30");
    const hindi = talentSearchName(heroines, searchReader("hi"));
    expect(hindi).toMatch(/^हीरोइन · .+ · Mumbai · /);
    expect(hindi).not.toMatch(/Heroine|Female|Aged/);
    for (const locale of ["te", "ta"] as const) {
      const name = talentSearchName(heroines, searchReader(locale));
      expect(name, locale).toContain("Mumbai");
      expect(name, locale).not.toMatch(/Heroine|Female|Aged/);
    }
    const calls = {
      category: "Artists",
      subcategory: "Heroine",
      city: "Chennai",
      paid: true,
      projectType: "Web series",
    };
    expect(callSearchName(calls)).toBe("Heroine · Web series · Chennai · Paid");
    expect(callSearchName(calls, searchReader("ta"))).not.toMatch(/Heroine|Web series|Paid/);
  });

  it("names every kind of filter in words", () => {
    expect(talentSearchName(queryOf("q=kathak&ageMin=18&heightMax=170&languages=telugu,Hindi&verified=1"))).toBe(
      '"kathak" · Aged 18+ · Height up to 170 cm · Hindi, Telugu · Verified',
    );
    expect(talentSearchName(queryOf("category=Camera Unit&maxDayRate=15000&available=now"))).toBe(
      "Camera Unit · Available now · Up to ₹15,000 a day",
    );
    expect(talentSearchName(queryOf("available=2026-12-01..2026-12-05&skinTone=Dusky&showreel=1&portfolio=1"))).toBe(
      "Dusky skin · Free 1 Dec 2026 – 5 Dec 2026 · With a show reel · With a portfolio",
    );
    expect(talentSearchName(queryOf("available=2026-12-04"))).toBe("Free on 4 Dec 2026");
  });

  it("is 'All profiles' without filters, whatever the order or page", () => {
    expect(talentSearchName(queryOf(""))).toBe("All profiles");
    expect(talentSearchName(queryOf("sort=updated&pageSize=50"))).toBe("All profiles");
  });

  it("fits in a saved search's name, saying when filters were left out", () => {
    const long = talentSearchName(
      queryOf(
        "category=Artists&subcategory=Female Negative Character&gender=Female&city=Thiruvananthapuram&ageMin=25&ageMax=40&languages=Malayalam,Tamil,Telugu&skills=kalaripayattu",
      ),
    );
    expect(long).toBe("Female Negative Character · Female · Thiruvananthapuram · Aged 25-40 …");
    const words = talentSearchName(queryOf(`q=${"a".repeat(100)}`));
    expect(words).toHaveLength(MAX_SEARCH_NAME);
    expect(words.endsWith("…")).toBe(true);
  });
});

describe("a talent search's saved parameters", () => {
  it("are the canonical ones the API keeps, without sorting or paging", () => {
    for (const search of [
      "city=Mumbai&category=Artists&sort=updated&pageSize=50",
      "languages=Telugu&languages=hindi&available=2026-12-01..2026-12-01",
      "",
    ]) {
      expect(talentSearchParams(queryOf(search)), search).toBe(canonicalParams("talent", search));
    }
    expect(talentSearchParams(queryOf("city=Mumbai&category=Artists&sort=updated"))).toBe(
      "category=Artists&city=Mumbai",
    );
  });
});
