import path from "node:path";
import timekeeper from "timekeeper";
import { DEFAULT_TEST_NOW } from "../helpers/clock";

// Every test file starts at TEST_NOW (tests/helpers/clock.ts DEFAULT_TEST_NOW unless set), and time runs on
// from there at its real pace, so that durations, time-outs and the order of writes stay true. Processes a
// test starts (workers, scripts) keep the same clock: they inherit the offset and load the same shift.

const instant = process.env.TEST_NOW || DEFAULT_TEST_NOW;
const at = Date.parse(instant);
if (Number.isNaN(at))
  throw new Error(`TEST_NOW is not an instant: "${instant}" (use ISO 8601, e.g. ${DEFAULT_TEST_NOW})`);

process.env.TEST_CLOCK_OFFSET_MS = String(at - Date.now());
timekeeper.travel(new Date(at));

const preload = `--import=${path.resolve(import.meta.dirname, "clock-preload.mjs")}`;
if (!process.env.NODE_OPTIONS?.includes(preload)) {
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" ");
}
