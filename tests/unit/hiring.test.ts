import { describe, expect, it } from "vitest";
import { dayInIndia, endOfIndiaDay, isDateOnly } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n/date-labels";
import { earliestDeadline } from "@/lib/hiring/dates";
import { callFilterSchema, readCallParams } from "@/lib/hiring/filters";
import { ORGANIZATION_TYPES, PROJECT_TYPES } from "@/lib/hiring/options";
import { callPay, openingsLabel, rolePay, roleWho } from "@/lib/hiring/present";
import { roleSchema } from "@/lib/hiring/schemas";
import { SEED_STUDIOS } from "@/scripts/seed/studios";

describe("call dates are days in India time", () => {
  it("a deadline ends at midnight in India, whatever the server's zone", () => {
    expect(endOfIndiaDay("2026-12-01").toISOString()).toBe("2026-12-01T18:29:59.999Z");
    expect(dayInIndia(new Date("2026-12-01T18:29:59.999Z"))).toBe("2026-12-01");
    expect(dayInIndia(new Date("2026-12-01T18:30:00.000Z"))).toBe("2026-12-02");
  });

  it("the earliest deadline is four full days after the day of posting", () => {
    expect(earliestDeadline(new Date("2026-11-24T10:00:00+05:30"))).toBe("2026-11-28");
    // Just before midnight in India it is still the 24th there.
    expect(earliestDeadline(new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-28");
    expect(earliestDeadline(new Date("2026-11-24T18:31:00Z"))).toBe("2026-11-29");
  });

  it("only real dates pass", () => {
    expect(isDateOnly("2026-02-28")).toBe(true);
    for (const bad of ["2026-02-30", "2026-2-3", "28/02/2026", "", "2026-13-01", " 2026-02-28"])
      expect(isDateOnly(bad)).toBe(false);
  });
});

describe("the jobs page's filters", () => {
  it("read the same when parsed twice (the page parses, then the list does)", () => {
    for (const search of ["paid=false", "paid=true", "category=Artists&page=2", ""]) {
      const once = callFilterSchema.parse(readCallParams(new URLSearchParams(search)));
      expect(callFilterSchema.parse(once), search).toEqual(once);
    }
    expect(callFilterSchema.parse(readCallParams(new URLSearchParams("paid=false"))).paid).toBe(false);
  });
});

describe("how calls read", () => {
  it("pay says Unpaid for unpaid roles and a rupee range for paid ones", () => {
    expect(rolePay({ paid: false, payMin: null, payMax: null })).toBe("Unpaid");
    expect(rolePay({ paid: true, payMin: 25000, payMax: 25000 })).toBe("₹25,000");
    expect(rolePay({ paid: true, payMin: 150000, payMax: 250000 })).toBe("₹1,50,000 – ₹2,50,000");
    expect(
      callPay([
        { paid: true, payMin: 3000, payMax: 3500 },
        { paid: false, payMin: null, payMax: null },
      ]),
    ).toBe("₹3,000 – ₹3,500 · some roles Unpaid");
    expect(callPay([{ paid: false, payMin: null, payMax: null }])).toBe("Unpaid");
  });

  it("openings, days and who may apply in words", () => {
    expect(openingsLabel(1)).toBe("1 opening");
    expect(openingsLabel(12)).toBe("12 openings");
    expect(dayLabel("2026-11-24")).toBe("24 Nov 2026");
    expect(dayLabel("2026-11-24T19:00:00.000Z")).toBe("25 Nov 2026");
    expect(roleWho({ gender: "Female", ageMin: 20, ageMax: 30 })).toBe("Female, age 20–30");
    expect(roleWho({ gender: "Any", ageMin: null, ageMax: null })).toBe("Any gender");
  });
});

describe("demo studios", () => {
  it("are at least 12 organisations with 30 calls, some closed, some past their deadline, some unpaid", () => {
    const calls = SEED_STUDIOS.flatMap((s) => s.calls);
    expect(SEED_STUDIOS.length).toBeGreaterThanOrEqual(12);
    expect(calls.length).toBeGreaterThanOrEqual(30);
    expect(calls.some((c) => c.closed)).toBe(true);
    expect(calls.some((c) => c.deadlineInDays < 0)).toBe(true);
    expect(calls.some((c) => c.roles.some((r) => !r.pay))).toBe(true);
    expect(new Set(SEED_STUDIOS.map((s) => s.slug)).size).toBe(SEED_STUDIOS.length);
  });

  it("use the lists and rules real calls use", () => {
    for (const studio of SEED_STUDIOS) {
      expect(ORGANIZATION_TYPES, studio.name).toContain(studio.type);
      for (const call of studio.calls) {
        expect(PROJECT_TYPES, call.title).toContain(call.projectType);
        expect(call.roles.length).toBeGreaterThan(0);
        for (const role of call.roles) {
          const parsed = roleSchema.safeParse({
            ...role,
            ageMin: role.ages?.[0],
            ageMax: role.ages?.[1],
            paid: Boolean(role.pay),
            payMin: role.pay?.[0],
            payMax: role.pay?.[1],
          });
          expect(parsed.error?.issues, `${call.title}: ${role.name}`).toBeUndefined();
        }
      }
    }
  });
});
