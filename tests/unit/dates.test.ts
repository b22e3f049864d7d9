import { describe, expect, it } from "vitest";
import { isMinor } from "@/lib/members/minors";
import { addDays, ageInIndia, ageOn, dayInIndia, endOfIndiaDay, isDateOnly, todayInIndia } from "@/lib/dates";
import { clockIn, dateTimeLabel, dayLabel, weekdayLabel } from "@/lib/i18n/date-labels";

// India time and ages: the day turns at midnight in India (18:30 UTC), whatever zone the test runs in.

describe("India time", () => {
  it("today in India turns at 18:30 UTC", () => {
    expect(todayInIndia(new Date("2026-03-09T18:29:59.999Z"))).toBe("2026-03-09");
    expect(todayInIndia(new Date("2026-03-09T18:30:00.000Z"))).toBe("2026-03-10");
    expect(dayInIndia(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });

  it("a day in India ends at 18:29:59.999 UTC", () => {
    expect(endOfIndiaDay("2026-03-10").toISOString()).toBe("2026-03-10T18:29:59.999Z");
    expect(dayInIndia(endOfIndiaDay("2026-03-10"))).toBe("2026-03-10");
  });

  it("adds days to a day across months, years and 29 February", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2028-02-27", 2)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("takes only real dates written as YYYY-MM-DD", () => {
    expect(isDateOnly("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-3-1", "01/03/2026", " 2026-03-01", ""]) expect(isDateOnly(bad)).toBe(false);
  });
});

describe("how days and times read", () => {
  it("writes a day short, long or in figures; a moment is read as its day in India", () => {
    expect(dayLabel("2026-11-24")).toBe("24 Nov 2026");
    expect(dayLabel("2026-11-24", "long")).toBe("24 November 2026");
    expect(dayLabel("2026-11-24", "numeric")).toBe("24/11/2026");
    expect(dayLabel("2026-11-24T19:00:00.000Z")).toBe("25 Nov 2026");
    expect(dayLabel("2026-11-24T18:00:00.000Z", "numeric")).toBe("24/11/2026");
    expect(dayLabel("not a day")).toBe("not a day");
  });

  it("writes a moment as a day and a time in India", () => {
    expect(dateTimeLabel("2026-11-24T09:35:00.000Z")).toBe("24 Nov 2026, 3:05 pm");
    expect(dateTimeLabel(new Date("2026-11-24T19:00:00.000Z"))).toBe("25 Nov 2026, 12:30 am");
  });

  it("writes a day one way in every language: the day, the month and the year, without stray commas", () => {
    expect(dayLabel("2026-12-09", "short", "en")).toBe("9 Dec 2026");
    expect(dayLabel("2026-12-09", "short", "hi")).toBe("9 दिस॰ 2026");
    expect(dayLabel("2026-12-09", "short", "te")).toBe("9 డిసెం 2026");
    expect(dayLabel("2026-12-09", "short", "ta")).toBe("9 டிச. 2026");
    expect(weekdayLabel("2026-12-09T05:10:00Z", "en")).toBe("Wed, 9 Dec 2026");
  });

  it("says the time of day in a language's own words, never AM or PM inside its sentences", () => {
    expect(clockIn("2026-12-09T05:10:00Z", "en")).toBe("10:40 am");
    expect(clockIn("2026-12-09T05:10:00Z", "ta")).toBe("காலை 10:40");
    expect(clockIn("2026-12-09T05:10:00Z", "hi")).toBe("सुबह 10:40");
    for (const locale of ["hi", "te", "ta"] as const)
      expect(dateTimeLabel("2026-12-09T12:15:00Z", locale)).not.toMatch(/AM|PM|am|pm/);
  });
});

describe("ages", () => {
  it("counts whole years, a birthday on its day and 29 February on 1 March", () => {
    expect(ageOn("2000-11-24", "2026-11-24")).toBe(26);
    expect(ageOn("2000-11-24", "2026-11-23")).toBe(25);
    expect(ageOn("2004-02-29", "2026-02-28")).toBe(21);
    expect(ageOn("2004-02-29", "2026-03-01")).toBe(22);
  });

  it("turns on the birthday in India, before 05:30 there as well (still the day before in UTC)", () => {
    const justAfterMidnightInIndia = new Date("2026-03-10T00:30:00Z");
    expect(ageInIndia("2000-03-10", justAfterMidnightInIndia)).toBe(26);
    // A date of birth as the database gives it: a date at UTC midnight.
    expect(ageInIndia(new Date("2000-03-10T00:00:00Z"), justAfterMidnightInIndia)).toBe(26);
    // From 00:00 in India, which is 18:30 UTC the day before.
    expect(ageInIndia("2000-03-10", new Date("2026-03-09T18:29:59Z"))).toBe(25);
    expect(ageInIndia("2000-03-10", new Date("2026-03-09T18:30:00Z"))).toBe(26);
  });

  it("is unknown without a date of birth", () => {
    expect(ageInIndia(null)).toBeNull();
    expect(ageInIndia(undefined)).toBeNull();
    expect(ageInIndia("")).toBeNull();
    expect(ageInIndia("10/03/2000")).toBeNull();
  });

  it("a member is an adult from their 18th birthday in India", () => {
    const member = { subcategory: "Heroine", dateOfBirth: "2008-03-10" };
    expect(isMinor(member, new Date("2026-03-09T18:29:59Z"))).toBe(true);
    expect(isMinor(member, new Date("2026-03-09T18:30:00Z"))).toBe(false);
  });
});
