import { formError } from "../i18n/form-errors.ts";
// The slots of an audition session, computed from its times: from the start, one slot after another of
// `slotMinutes`, skipping the breaks (a slot that would run into a break starts after it), the last one
// ending by the end. Pure and browser-safe: the session form previews with it what the server will make.

/** A span of a day in minutes after midnight (India time). */
export interface MinuteSpan {
  start: number;
  end: number;
}

export const MIN_SLOT_MINUTES = 5;
export const MAX_SLOT_MINUTES = 120;
export const MAX_PER_SLOT = 20;
export const MAX_BREAKS = 6;
/** More slots than a day of 5-minute slots could hold is a mistake: refused. */
export const MAX_SLOTS = 200;

/** "10:30" → 630; undefined for anything but a time of day HH:MM (00:00 to 23:59, or 24:00 for an end). */
export function minutesOf(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** 630 → "10:30". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** 630 → "10:30 am", as pages and mails say a time of day. */
export function clockLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

/** The slots of a day from `span.start` to `span.end`, each `slotMinutes` long, none overlapping a break. */
export function slotSpans(span: MinuteSpan, slotMinutes: number, breaks: readonly MinuteSpan[]): MinuteSpan[] {
  const sorted = [...breaks].sort((a, b) => a.start - b.start);
  const slots: MinuteSpan[] = [];
  let at = span.start;
  while (at + slotMinutes <= span.end && slots.length <= MAX_SLOTS) {
    const clash = sorted.find((b) => b.start < at + slotMinutes && b.end > at);
    if (clash) {
      at = clash.end;
      continue;
    }
    slots.push({ start: at, end: at + slotMinutes });
    at += slotMinutes;
  }
  return slots;
}

/** What is wrong with a session's times, by field; empty when they make slots. */
export function timesProblems(
  span: MinuteSpan,
  slotMinutes: number,
  breaks: readonly MinuteSpan[],
): Partial<Record<"end" | "breaks" | "slotMinutes", string>> {
  if (span.end <= span.start) return { end: formError("auditions.sessionEndAfterStart") };
  const sorted = [...breaks].sort((a, b) => a.start - b.start);
  for (const [i, b] of sorted.entries()) {
    if (b.end <= b.start) return { breaks: formError("auditions.breakEndAfterStart", { time: timeOf(b.start) }) };
    if (b.start < span.start || b.end > span.end) {
      return { breaks: formError("auditions.breakInsideSession", { time: timeOf(b.start) }) };
    }
    if (i > 0 && b.start < sorted[i - 1].end) {
      return {
        breaks: formError("auditions.breaksOverlap", { first: timeOf(sorted[i - 1].start), second: timeOf(b.start) }),
      };
    }
  }
  const count = slotSpans(span, slotMinutes, breaks).length;
  if (count === 0) return { slotMinutes: formError("auditions.noSlotFits", { minutes: slotMinutes }) };
  if (count > MAX_SLOTS) return { slotMinutes: formError("auditions.tooManySlots", { max: MAX_SLOTS }) };
  return {};
}
