import { describe, expect, it } from "vitest";
import { INVITABLE_STATUSES, notInvitable } from "@/lib/auditions/invitable";
import { holdsSeat, SEAT_HOLDING } from "@/lib/auditions/present";
import { clockLabel, MAX_SLOTS, minutesOf, slotSpans, timeOf, timesProblems } from "@/lib/auditions/slots";
import { allInEnglish } from "../helpers/form-errors";

const problemsOf = (...args: Parameters<typeof timesProblems>) => allInEnglish(timesProblems(...args));

// The slots of an audition session: one after another from the start, skipping the breaks, the
// last ending by the end; what is wrong with a session's times, as the form and the API say it; who holds a
// seat in a slot, and whose application may be invited.

const at = (time: string) => minutesOf(time)!;
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
/** The slots as "HH:MM-HH:MM", to read them at a glance. */
const listed = (slots: { start: number; end: number }[]) => slots.map((s) => `${timeOf(s.start)}-${timeOf(s.end)}`);

describe("slotSpans", () => {
  it("makes 10 slots of 15 minutes from 10:00 to 13:00 around an 11:00-11:30 break", () => {
    const slots = slotSpans(span("10:00", "13:00"), 15, [span("11:00", "11:30")]);
    expect(listed(slots)).toEqual([
      "10:00-10:15",
      "10:15-10:30",
      "10:30-10:45",
      "10:45-11:00",
      "11:30-11:45",
      "11:45-12:00",
      "12:00-12:15",
      "12:15-12:30",
      "12:30-12:45",
      "12:45-13:00",
    ]);
  });

  it("starts a slot that would run into a break after the break", () => {
    // 10:50 + 25 minutes would end at 11:15, inside the break: the next slot begins at 11:30.
    const slots = slotSpans(span("10:00", "12:00"), 25, [span("11:00", "11:30")]);
    expect(listed(slots)).toEqual(["10:00-10:25", "10:25-10:50", "11:30-11:55"]);
  });

  it("ends the last slot by the end, and leaves out a slot that would run past it", () => {
    expect(listed(slotSpans(span("10:00", "11:00"), 20, []))).toEqual(["10:00-10:20", "10:20-10:40", "10:40-11:00"]);
    expect(listed(slotSpans(span("10:00", "10:50"), 20, []))).toEqual(["10:00-10:20", "10:20-10:40"]);
  });

  it("takes the breaks in any order, side by side, and one at the very start or end", () => {
    const breaks = [span("12:30", "13:00"), span("09:00", "09:30"), span("11:00", "11:30"), span("11:30", "12:00")];
    expect(listed(slotSpans(span("09:00", "13:00"), 30, breaks))).toEqual([
      "09:30-10:00",
      "10:00-10:30",
      "10:30-11:00",
      "12:00-12:30",
    ]);
  });

  it("makes no slot when none fits", () => {
    expect(slotSpans(span("10:00", "10:20"), 30, [])).toEqual([]);
    expect(slotSpans(span("10:00", "11:00"), 15, [span("10:00", "11:00")])).toEqual([]);
  });

  it("runs up to 24:00, and stops counting just past the most slots a session may have", () => {
    const day = slotSpans(span("00:00", "24:00"), 120, []);
    expect(day).toHaveLength(12);
    expect(day.at(-1)).toEqual({ start: 1320, end: 1440 });
    // A whole day of 5-minute slots (288) is cut just past MAX_SLOTS: enough to say it is too many.
    expect(slotSpans(span("00:00", "24:00"), 5, [])).toHaveLength(MAX_SLOTS + 1);
  });
});

describe("timesProblems", () => {
  const lunch = [span("11:00", "11:30")];

  it("finds nothing wrong with a day that makes slots", () => {
    expect(problemsOf(span("10:00", "13:00"), 15, lunch)).toEqual({});
    // Two breaks that touch do not overlap.
    expect(problemsOf(span("10:00", "13:00"), 15, [span("11:00", "11:30"), span("11:30", "12:00")])).toEqual({});
    // A break may fill the start or the end of the day.
    expect(problemsOf(span("10:00", "13:00"), 15, [span("10:00", "10:30"), span("12:30", "13:00")])).toEqual({});
  });

  it("says the end must come after the start", () => {
    expect(problemsOf(span("13:00", "10:00"), 15, lunch)).toEqual({ end: "The session must end after it starts." });
    expect(problemsOf(span("10:00", "10:00"), 15, [])).toEqual({ end: "The session must end after it starts." });
  });

  it("says a break must fall within the day", () => {
    expect(problemsOf(span("10:00", "13:00"), 15, [span("09:30", "10:30")])).toEqual({
      breaks: "The break at 09:30 must fall between the session's start and end.",
    });
    expect(problemsOf(span("10:00", "13:00"), 15, [span("12:45", "13:15")])).toEqual({
      breaks: "The break at 12:45 must fall between the session's start and end.",
    });
    expect(problemsOf(span("10:00", "13:00"), 15, [span("14:00", "14:30")])).toEqual({
      breaks: "The break at 14:00 must fall between the session's start and end.",
    });
  });

  it("says a break must end after it starts", () => {
    expect(problemsOf(span("10:00", "13:00"), 15, [span("11:30", "11:00")])).toEqual({
      breaks: "The break at 11:30 must end after it starts.",
    });
  });

  it("names two breaks that overlap, in any order given", () => {
    const expected = { breaks: "The breaks at 11:00 and 11:15 overlap." };
    expect(problemsOf(span("10:00", "13:00"), 15, [span("11:00", "11:30"), span("11:15", "11:45")])).toEqual(expected);
    expect(problemsOf(span("10:00", "13:00"), 15, [span("11:15", "11:45"), span("11:00", "11:30")])).toEqual(expected);
    // One inside another overlaps too.
    expect(problemsOf(span("10:00", "13:00"), 15, [span("11:00", "12:00"), span("11:15", "11:30")])).toEqual(expected);
  });

  it("says when no slot fits", () => {
    expect(problemsOf(span("10:00", "10:20"), 30, [])).toEqual({
      slotMinutes: "No 30-minute slot fits between the start, the end and the breaks.",
    });
    expect(problemsOf(span("10:00", "11:00"), 15, [span("10:00", "11:00")])).toEqual({
      slotMinutes: "No 15-minute slot fits between the start, the end and the breaks.",
    });
  });

  it("refuses more slots than a session may have", () => {
    expect(problemsOf(span("00:00", "24:00"), 5, [])).toEqual({
      slotMinutes: `That makes more than ${MAX_SLOTS} slots: choose longer slots or a shorter day.`,
    });
    // 200 slots of 5 minutes (00:00 to 16:40) is the most allowed.
    expect(slotSpans(span("00:00", "16:40"), 5, [])).toHaveLength(MAX_SLOTS);
    expect(problemsOf(span("00:00", "16:40"), 5, [])).toEqual({});
  });
});

describe("times of day", () => {
  it("minutesOf reads HH:MM from 00:00 to 24:00", () => {
    expect(minutesOf("00:00")).toBe(0);
    expect(minutesOf("10:30")).toBe(630);
    expect(minutesOf("23:59")).toBe(1439);
    expect(minutesOf("24:00")).toBe(1440);
  });

  it("minutesOf refuses anything else", () => {
    for (const wrong of [
      "24:01",
      "25:00",
      "23:60",
      "9:30",
      "09:5",
      "10:30:00",
      " 10:30",
      "10:30 ",
      "10.30",
      "ab:cd",
      "-1:00",
      "",
    ]) {
      expect(minutesOf(wrong), wrong).toBeUndefined();
    }
  });

  it("timeOf writes minutes as HH:MM, and reads back what minutesOf read", () => {
    expect(timeOf(0)).toBe("00:00");
    expect(timeOf(5)).toBe("00:05");
    expect(timeOf(630)).toBe("10:30");
    expect(timeOf(1439)).toBe("23:59");
    expect(timeOf(1440)).toBe("24:00");
    for (let minutes = 0; minutes <= 1440; minutes += 7) expect(minutesOf(timeOf(minutes))).toBe(minutes);
  });

  it("clockLabel says a time as people do: 12 am at midnight, 12 pm at noon", () => {
    expect(clockLabel(0)).toBe("12:00 am");
    expect(clockLabel(65)).toBe("1:05 am");
    expect(clockLabel(630)).toBe("10:30 am");
    expect(clockLabel(719)).toBe("11:59 am");
    expect(clockLabel(720)).toBe("12:00 pm");
    expect(clockLabel(780)).toBe("1:00 pm");
    expect(clockLabel(1439)).toBe("11:59 pm");
    // The end of the day is midnight again.
    expect(clockLabel(1440)).toBe("12:00 am");
  });
});

describe("seats and invitations", () => {
  it("a seat is held by an invitation awaiting an answer or confirmed, not by a decline or a request for another time", () => {
    expect(SEAT_HOLDING).toEqual(["AWAITING", "CONFIRMED"]);
    expect(holdsSeat("AWAITING")).toBe(true);
    expect(holdsSeat("CONFIRMED")).toBe(true);
    expect(holdsSeat("DECLINED")).toBe(false);
    expect(holdsSeat("RESCHEDULE")).toBe(false);
  });

  it("only shortlisted and selected applications may be invited: notInvitable names the others", () => {
    expect([...INVITABLE_STATUSES]).toEqual(["SHORTLISTED", "SELECTED"]);
    const rows = ["SUBMITTED", "SHORTLISTED", "SELECTED", "REJECTED", "CLOSED"].map((status) => ({
      id: status.toLowerCase(),
      status,
    }));
    expect(notInvitable(rows)).toEqual(["submitted", "rejected", "closed"]);
    expect(notInvitable([])).toEqual([]);
  });
});
