import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "next-intl";
import {
  bookingStateLabel,
  dayStateLabel,
  heldLabel,
  policyWords,
  spanLabel,
  spanProblemLabel,
  type BookingsClientTranslator,
  type BookingsTranslator,
} from "@/lib/rentals/booking-names";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { readSpan } from "@/lib/rentals/pricing";
import {
  BOOKING_STATE_LABELS,
  BOOKING_STATES,
  CANCELLATION_POLICIES,
  DAY_STATES,
  NO_PAYMENT_NOTE,
  POLICY_TERMS,
} from "@/lib/rentals/options";
import { heldWords, spanWords, unitWords } from "@/lib/rentals/words";
import { inEnglish } from "../helpers/form-errors";

// The bookings' names of lib/rentals' values (lib/rentals/booking-names.ts): every value has its key in every
// language, and English reads exactly as lib/rentals writes it for the API, notices and mails.

function catalog(locale: string, namespace: string): Messages {
  const file = path.join(import.meta.dirname, "../../messages", locale, `${namespace}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}

/** A translator that fails on a missing message instead of showing its key. */
function translator(locale: Locale, namespace: "Bookings" | "BookingsClient") {
  return createTranslator({
    locale,
    messages: { [namespace]: catalog(locale, namespace) },
    namespace,
    onError: (error) => {
      throw error;
    },
  });
}
const server = (locale: Locale) => translator(locale, "Bookings") as unknown as BookingsTranslator;
const client = (locale: Locale) => translator(locale, "BookingsClient") as unknown as BookingsClientTranslator;

const HELD = [
  { start: "2026-12-10T03:30:00.000Z", end: "2026-12-10T06:30:00.000Z" },
  { start: "2026-12-10T12:30:00.000Z", end: "2026-12-10T15:30:00.000Z" },
];
const SPANS = [
  { firstDay: "2026-12-12", lastDay: "2026-12-12", startsAt: null, endsAt: null },
  { firstDay: "2026-12-12", lastDay: "2026-12-14", startsAt: null, endsAt: null },
  { firstDay: "2026-12-12", lastDay: "2026-12-12", startsAt: "2026-12-12T04:30:00Z", endsAt: "2026-12-12T08:30:00Z" },
];
/** Requests readSpan refuses, one for each of its problems. */
const REFUSED = [
  { start: "2026-12-10T10:00", end: "2026-12-11T10:00" },
  { start: "2026-12-10T10:00", end: "2026-12-10T09:00" },
  { start: "2026-11-01T10:00", end: "2026-11-01T12:00" },
  { start: "2028-12-10T10:00", end: "2028-12-10T12:00" },
  { from: "2026-11-01", to: "2026-11-02" },
  { from: "2026-12-10", to: "2026-12-09" },
  { from: "2026-12-10", to: "2027-03-10" },
  { from: "2028-12-10", to: "2028-12-11" },
];
const NOW = new Date("2026-11-20T06:00:00Z");

describe("the bookings' names", () => {
  it("read in English exactly as lib/rentals writes them", () => {
    const [t, c] = [server("en"), client("en")];
    for (const state of BOOKING_STATES) expect(bookingStateLabel(t, state)).toBe(BOOKING_STATE_LABELS[state]);
    for (const policy of CANCELLATION_POLICIES) {
      const { label, summary } = POLICY_TERMS[policy];
      expect(policyWords(t, policy)).toEqual({ label, summary });
    }
    expect(t("noPayment")).toBe(NO_PAYMENT_NOTE);
    expect(heldLabel(c, "en", HELD)).toBe(heldWords(HELD));
    for (const span of SPANS) expect(spanLabel(t, "en", span)).toBe(spanWords(span));
    for (const count of [1, 2, 12]) {
      expect(c("request.days", { count })).toBe(unitWords(count, "day"));
      expect(c("request.hours", { count })).toBe(unitWords(count, "hour"));
    }
    for (const request of REFUSED) {
      const answer = readSpan(request, NOW);
      if (!("errors" in answer)) throw new Error(`readSpan took ${JSON.stringify(request)}`);
      const problem = Object.values(answer.errors)[0];
      expect(spanProblemLabel(c, problem)).toBe(inEnglish(problem));
    }
  });

  it("have every value's words in every language", () => {
    // A missing message throws (the translators' onError); a problem without a key would be shown in English.
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const [t, c] = [server(locale), client(locale)];
      for (const state of BOOKING_STATES) expect(bookingStateLabel(t, state)).not.toBe(BOOKING_STATE_LABELS[state]);
      for (const policy of CANCELLATION_POLICIES)
        expect(policyWords(t, policy).summary).not.toBe(POLICY_TERMS[policy].summary);
      for (const state of [...DAY_STATES, "past"] as const) expect(dayStateLabel(c, state)).not.toBe(state);
      for (const span of SPANS) expect(spanLabel(t, locale, span)).not.toBe(spanWords(span));
      expect(heldLabel(c, locale, HELD)).not.toBe(heldWords(HELD));
      for (const request of REFUSED) {
        const answer = readSpan(request, NOW);
        if (!("errors" in answer)) throw new Error(`readSpan took ${JSON.stringify(request)}`);
        const problem = Object.values(answer.errors)[0];
        expect(spanProblemLabel(c, problem), problem).not.toBe(problem);
      }
    }
  });
});
