import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { CANCELLATION_POLICIES, MAX_BOOKING_DAYS, MAX_DAYS_AHEAD, POLICY_TERMS } from "@/lib/rentals/options";
import { cancellationCharge, daysBetween, priceOf, readSpan, type Rates, type Span } from "@/lib/rentals/pricing";
import { allInEnglish } from "../helpers/form-errors";

// What a booking costs and what cancelling it owes (lib/rentals/pricing.ts): the request form shows the
// same numbers the server records. "Now" is noon on 1 December 2026 in India (06:30 UTC).

const NOW = new Date("2026-12-01T06:30:00Z");
const TODAY = "2026-12-01";
const RATES: Rates = { dayRate: 5000, hourlyRate: 2000, minimumHours: 4, deposit: 20000 };

const spanOf = (input: Parameters<typeof readSpan>[0], now = NOW): Span => {
  const read = readSpan(input, now);
  if ("errors" in read) throw new Error(JSON.stringify(read.errors));
  return read.span;
};
const errorsOf = (input: Parameters<typeof readSpan>[0], now = NOW) => {
  const read = readSpan(input, now);
  return "errors" in read ? allInEnglish(read.errors) : undefined;
};

describe("readSpan", () => {
  it("takes days from today on, both days included", () => {
    expect(spanOf({ from: TODAY, to: TODAY })).toEqual({ kind: "days", firstDay: TODAY, lastDay: TODAY });
    expect(spanOf({ from: "2026-12-24", to: "2026-12-26" })).toEqual({
      kind: "days",
      firstDay: "2026-12-24",
      lastDay: "2026-12-26",
    });
  });

  it("refuses a first day in the past, by India's date", () => {
    expect(errorsOf({ from: "2026-11-30", to: TODAY })).toEqual({ from: "The first day is in the past" });
    // 23:59 on 30 November in India: the 30th is still today; a minute later it is past.
    expect(errorsOf({ from: "2026-11-30", to: "2026-11-30" }, new Date("2026-11-30T18:29:00Z"))).toBeUndefined();
    expect(errorsOf({ from: "2026-11-30", to: "2026-11-30" }, new Date("2026-11-30T18:30:00Z"))).toHaveProperty("from");
  });

  it("refuses a last day before the first", () => {
    expect(errorsOf({ from: "2026-12-05", to: "2026-12-04" })).toEqual({
      to: "The last day must be on or after the first day",
    });
  });

  it(`refuses a booking longer than ${MAX_BOOKING_DAYS} days or starting more than ${MAX_DAYS_AHEAD} days ahead`, () => {
    const first = "2026-12-10";
    expect(errorsOf({ from: first, to: addDays(first, MAX_BOOKING_DAYS - 1) })).toBeUndefined();
    expect(errorsOf({ from: first, to: addDays(first, MAX_BOOKING_DAYS) })).toHaveProperty("to");
    const latest = addDays(TODAY, MAX_DAYS_AHEAD);
    expect(errorsOf({ from: latest, to: latest })).toBeUndefined();
    expect(errorsOf({ from: addDays(latest, 1), to: addDays(latest, 1) })).toHaveProperty("from");
  });

  it("takes hours within one day, in India time, after now", () => {
    expect(spanOf({ start: "2026-12-02T10:00", end: "2026-12-02T13:30" })).toEqual({
      kind: "hours",
      day: "2026-12-02",
      startsAt: new Date("2026-12-02T04:30:00Z"),
      endsAt: new Date("2026-12-02T08:00:00Z"),
    });
    // Later today is fine; earlier today (before noon) is past.
    expect(errorsOf({ start: `${TODAY}T13:00`, end: `${TODAY}T15:00` })).toBeUndefined();
    expect(errorsOf({ start: `${TODAY}T11:00`, end: `${TODAY}T15:00` })).toEqual({ start: "The start is in the past" });
    expect(errorsOf({ start: "2026-12-02T22:00", end: "2026-12-03T02:00" })).toEqual({
      end: "An hourly booking starts and ends on the same day",
    });
    expect(errorsOf({ start: "2026-12-02T10:00", end: "2026-12-02T10:00" })).toEqual({
      end: "The end must be after the start",
    });
    const far = addDays(TODAY, MAX_DAYS_AHEAD + 1);
    expect(errorsOf({ start: `${far}T10:00`, end: `${far}T12:00` })).toHaveProperty("start");
  });
});

describe("priceOf", () => {
  it("charges days x the day rate, with the deposit beside", () => {
    expect(priceOf(RATES, spanOf({ from: "2026-12-24", to: "2026-12-26" }))).toEqual({
      units: 3,
      asked: 3,
      unit: "day",
      total: 15000,
      deposit: 20000,
    });
    expect(priceOf(RATES, spanOf({ from: TODAY, to: TODAY })).total).toBe(5000);
  });

  it("charges hours x the hourly rate, a started hour in full, and at least the owner's minimum", () => {
    const hours = (start: string, end: string, rates = RATES) =>
      priceOf(rates, spanOf({ start: `2026-12-02T${start}`, end: `2026-12-02T${end}` }));
    expect(hours("10:00", "12:00")).toEqual({ units: 4, asked: 2, unit: "hour", total: 8000, deposit: 20000 });
    expect(hours("10:00", "14:00").units).toBe(4);
    expect(hours("10:00", "16:30")).toMatchObject({ units: 7, total: 14000 });
    expect(hours("10:00", "10:15", { ...RATES, minimumHours: null })).toMatchObject({ units: 1, total: 2000 });
  });
});

describe("cancellationCharge", () => {
  it("matches each policy's words: free until its days before the first day, then its share", () => {
    for (const policy of CANCELLATION_POLICIES) {
      const { freeUntilDays, lateShare, summary } = POLICY_TERMS[policy];
      expect(summary).toContain(`${freeUntilDays} day`);
      expect(summary).toContain(lateShare === 1 ? "whole" : "half");
    }
  });

  it.each([
    ["flexible", 1, 0.5],
    ["moderate", 5, 0.5],
    ["strict", 14, 1],
  ] as const)("%s: free %i days before the first day, charged a day later", (policy, free, share) => {
    expect(cancellationCharge(policy, 10000, addDays(TODAY, free), NOW)).toBe(0);
    expect(cancellationCharge(policy, 10000, addDays(TODAY, free + 30), NOW)).toBe(0);
    expect(cancellationCharge(policy, 10000, addDays(TODAY, free - 1), NOW)).toBe(10000 * share);
    // On the first day itself and after it started, the share is owed.
    expect(cancellationCharge(policy, 10000, TODAY, NOW)).toBe(10000 * share);
    expect(cancellationCharge(policy, 10000, addDays(TODAY, -1), NOW)).toBe(10000 * share);
  });

  it("counts days by India's date, and rounds to the rupee", () => {
    // The first day is the 2nd: at 23:59 on the 30th in India that is two days ahead, at 00:00 on the 1st one.
    expect(cancellationCharge("moderate", 999, "2026-12-02", new Date("2026-11-30T18:29:00Z"))).toBe(500);
    expect(cancellationCharge("flexible", 999, "2026-12-02", new Date("2026-11-30T18:29:00Z"))).toBe(0);
    expect(cancellationCharge("flexible", 999, "2026-12-02", new Date("2026-11-30T18:30:00Z"))).toBe(0);
    expect(cancellationCharge("flexible", 999, "2026-12-02", new Date("2026-12-01T18:30:00Z"))).toBe(500);
  });
});

describe("daysBetween", () => {
  it("counts both days, across months and years", () => {
    expect(daysBetween("2026-12-01", "2026-12-01")).toBe(1);
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(4);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(3);
  });
});
