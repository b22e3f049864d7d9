import { describe, expect, it } from "vitest";
import { lastDigestTime } from "@/lib/alerts/schedule";

// Digests go out at 08:00 India time (02:30 UTC): daily ones every day, weekly ones on Mondays, and an
// instant search's leftovers with the daily ones.

const at = (iso: string) => new Date(iso);

describe("the latest digest time", () => {
  it("is today's 08:00 India time from 08:00 on, yesterday's before", () => {
    // Thursday 26 November 2026, 07:59 and 08:00 in India.
    expect(lastDigestTime("daily", at("2026-11-26T02:29:59Z")).toISOString()).toBe("2026-11-25T02:30:00.000Z");
    expect(lastDigestTime("daily", at("2026-11-26T02:30:00Z")).toISOString()).toBe("2026-11-26T02:30:00.000Z");
    expect(lastDigestTime("instant", at("2026-11-26T18:45:00Z")).toISOString()).toBe("2026-11-26T02:30:00.000Z");
  });

  it("counts days in India: 23:30 UTC is already the next morning there", () => {
    // 05:00 on Friday 27 November in India: the last digest was Thursday's.
    expect(lastDigestTime("daily", at("2026-11-26T23:30:00Z")).toISOString()).toBe("2026-11-26T02:30:00.000Z");
    // 08:30 on Friday in India.
    expect(lastDigestTime("daily", at("2026-11-27T03:00:00Z")).toISOString()).toBe("2026-11-27T02:30:00.000Z");
  });

  it("is the latest Monday at 08:00 India time for weekly searches", () => {
    expect(lastDigestTime("weekly", at("2026-11-26T10:00:00Z")).toISOString()).toBe("2026-11-23T02:30:00.000Z");
    // Monday 30 November, a minute before and at 08:00 in India.
    expect(lastDigestTime("weekly", at("2026-11-30T02:29:00Z")).toISOString()).toBe("2026-11-23T02:30:00.000Z");
    expect(lastDigestTime("weekly", at("2026-11-30T02:30:00Z")).toISOString()).toBe("2026-11-30T02:30:00.000Z");
    // Sunday night UTC is Monday morning in India, before 08:00.
    expect(lastDigestTime("weekly", at("2026-11-29T23:00:00Z")).toISOString()).toBe("2026-11-23T02:30:00.000Z");
  });
});
