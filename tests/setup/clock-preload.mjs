// Loaded by every Node process a test starts (NODE_OPTIONS, set by tests/setup/clock.ts): its clock runs at
// the test's offset from the real one.
import timekeeper from "timekeeper";

const offset = Number(process.env.TEST_CLOCK_OFFSET_MS);
if (Number.isFinite(offset) && offset !== 0) timekeeper.travel(new Date(Date.now() + offset));
