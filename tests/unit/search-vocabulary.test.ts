import { describe, expect, it } from "vitest";
import { ageOn } from "@/lib/dates";
import { birthDateRange, yearsBefore } from "@/lib/search/age";
import { heightText, parseHeightCm, parseWeightKg, toFeetInches } from "@/lib/search/measures";
import { QUERY_KEYS, searchParamsOf } from "@/lib/search/params";
import { searchQuerySchema, readSearchParams } from "@/lib/search/query";
import {
  canonicalCity,
  canonicalSkinTone,
  cityKey,
  normaliseLanguages,
  normaliseSkills,
} from "@/lib/search/vocabulary";

// The rules that turn what members typed into what search compares.

describe("heights", () => {
  const table: [string, number | null][] = [
    ["170 cm", 170],
    ["170cm", 170],
    ["170 CMS", 170],
    ["170", 170],
    ["170.4", 170],
    ["1.7 m", 170],
    ["1.70", 170],
    ["5'7", 170],
    ["5'7\"", 170],
    ["5' 7\"", 170],
    ["5′7″", 170],
    ["5'7''", 170],
    ["5 ft 7 in", 170],
    ["5ft7in", 170],
    ["5 feet 7 inches", 170],
    ["5 Feet 7 Inch", 170],
    ["5.7 ft", 170],
    ["5.7", 170],
    ["5.11", 180],
    ["5.10 ft", 178],
    ["6 ft", 183],
    ["6'", 183],
    ["67 in", 170],
    ['67"', 170],
    ["4 ft 2 in", 127],
    ["5'13", null],
    ["tall", null],
    ["", null],
    ["1700", null],
    ["-170", null],
    ["0", null],
    ["5 ft 7 in and a bit", null],
  ];
  it.each(table)("%j is %s cm", (text, cm) => expect(parseHeightCm(text)).toBe(cm));

  it("writes the form's text so that it reads back the same", () => {
    expect(parseHeightCm(heightText({ unit: "cm", cm: 163 }))).toBe(163);
    expect(parseHeightCm(heightText({ unit: "ft", feet: 5, inches: 4 }))).toBe(163);
    expect(toFeetInches(170)).toEqual({ feet: 5, inches: 7 });
  });
});

describe("weights", () => {
  const table: [string, number | null][] = [
    ["60 kg", 60],
    ["60kg", 60],
    ["60 KGS", 60],
    ["60", 60],
    ["60.6 kg", 61],
    ["132 lbs", 60],
    ["132 pounds", 60],
    ["heavy", null],
    ["600 kg", null],
    ["", null],
  ];
  it.each(table)("%j is %s kg", (text, kg) => expect(parseWeightKg(text)).toBe(kg));
});

describe("languages and skills", () => {
  it("trims, folds case, removes repeats and spells known languages one way", () => {
    expect(normaliseLanguages("telugu, Hindi")).toEqual(["Telugu", "Hindi"]);
    expect(normaliseLanguages("  TELUGU ,telugu;hindi / english and tamizh")).toEqual([
      "Telugu",
      "Hindi",
      "English",
      "Tamil",
    ]);
    expect(normaliseLanguages(["Bangla", "oriya", "telgu"])).toEqual(["Bengali", "Odia", "Telugu"]);
    expect(normaliseLanguages("klingon")).toEqual(["Klingon"]);
    expect(normaliseLanguages("")).toEqual([]);
    expect(normaliseLanguages(null)).toEqual([]);
  });

  it("compares skills case-folded", () => {
    expect(normaliseSkills(["Kathak, Horse Riding", "kathak", "  swimming  "])).toEqual([
      "kathak",
      "horse riding",
      "swimming",
    ]);
  });
});

describe("cities", () => {
  it("tidies spacing and case and resolves other names", () => {
    expect(canonicalCity("  hyderabad ")).toBe("Hyderabad");
    expect(canonicalCity("Bombay")).toBe("Mumbai");
    expect(canonicalCity("madras")).toBe("Chennai");
    expect(canonicalCity("Bangalore")).toBe("Bengaluru");
    expect(canonicalCity("bengaluru")).toBe("Bengaluru");
    expect(canonicalCity("new   delhi")).toBe("Delhi");
    expect(canonicalCity("Hyderabad, Telangana")).toBe("Hyderabad");
    expect(canonicalCity("navi mumbai")).toBe("Navi Mumbai");
    expect(canonicalCity("")).toBeNull();
    expect(cityKey("BOMBAY")).toBe("mumbai");
  });

  it("reads skin tones from descriptions", () => {
    expect(canonicalSkinTone("wheatish complexion")).toBe("Wheatish");
    expect(canonicalSkinTone("Fair")).toBe("Fair");
    expect(canonicalSkinTone("brown")).toBe("Dusky");
    expect(canonicalSkinTone("blue")).toBeNull();
  });
});

describe("ages", () => {
  it("counts whole years, a birthday on its day", () => {
    expect(ageOn("2000-11-24", "2026-11-24")).toBe(26);
    expect(ageOn("2000-11-24", "2026-11-23")).toBe(25);
    expect(ageOn("2004-02-29", "2026-02-28")).toBe(21);
    expect(ageOn("2004-02-29", "2026-03-01")).toBe(22);
    expect(ageOn("2004-02-29", "2028-02-29")).toBe(24);
  });

  it("turns an age range into a range of birth dates that agrees with ageOn", () => {
    expect(yearsBefore("2028-02-29", 1)).toBe("2027-02-28");
    expect(birthDateRange("2026-11-24", 22, 28)).toEqual({ onOrBefore: "2004-11-24", after: "1997-11-24" });
    const today = "2026-11-24";
    for (const birth of ["2004-11-24", "2004-11-25", "1997-11-24", "1997-11-25", "2000-06-01"]) {
      const { onOrBefore, after } = birthDateRange(today, 22, 28);
      const inRange = birth <= onOrBefore! && birth > after!;
      const age = ageOn(birth, today);
      expect(inRange, birth).toBe(age >= 22 && age <= 28);
    }
  });
});

describe("search parameters", () => {
  it("are named the same in the light list and in the schema", () => {
    expect([...QUERY_KEYS].sort()).toEqual(Object.keys(searchQuerySchema.shape).sort());
  });

  it("reads repeated and comma-separated lists, and writes one canonical address", () => {
    const params = new URLSearchParams("languages=telugu&languages=Hindi,TELUGU&gender=Female&sort=best&q=&city=");
    const query = searchQuerySchema.parse(readSearchParams(params));
    expect(query.languages).toEqual(["Hindi", "Telugu"]);
    expect(searchParamsOf(query).toString()).toBe("gender=Female&languages=Hindi%2CTelugu");
  });
});
