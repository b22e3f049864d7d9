// The instants the tests run at. Every vitest file runs under a controlled clock (tests/setup/clock.ts): it
// starts at TEST_NOW and runs on in real time, so that an outcome never depends on the day or hour the suite
// happens to run. The default is a Wednesday mid-morning in India; the clock sweep (`npm run test:clock`, the
// vitest projects "clock …" in vitest.config.ts) runs the time-dependent suites again at each instant below.

/** The instant every file starts at when TEST_NOW names none: Wednesday 2 December 2026, 11:10 India time. */
export const DEFAULT_TEST_NOW = "2026-12-02T05:40:00Z";

/**
 * Each weekday; either side of 08:00 India time (the digests' hour, Mondays the weekly one); either side of
 * midnight in India and in UTC; the last day of a month and of a year; 29 February.
 */
export const SWEEP_INSTANTS: readonly { at: string; what: string }[] = [
  { at: "2027-03-01T02:29:00Z", what: "Monday 07:59 India time, a minute before the weekly digest" },
  { at: "2027-03-01T02:31:00Z", what: "Monday 08:01 India time, a minute after the weekly digest" },
  { at: "2028-02-29T06:30:00Z", what: "Tuesday 29 February 2028, noon India time" },
  { at: "2027-03-03T18:29:00Z", what: "Wednesday 23:59 India time" },
  { at: "2027-03-03T18:31:00Z", what: "Thursday 00:01 India time (still Wednesday in UTC)" },
  { at: "2027-03-04T23:59:00Z", what: "Thursday 23:59 UTC (Friday morning in India)" },
  { at: "2027-03-05T00:01:00Z", what: "Friday 00:01 UTC" },
  { at: "2027-07-31T18:29:00Z", what: "Saturday 31 July 2027, 23:59 India time: the last day of a month" },
  { at: "2028-12-31T18:29:00Z", what: "Sunday 31 December 2028, 23:59 India time: the last day of a year" },
];
