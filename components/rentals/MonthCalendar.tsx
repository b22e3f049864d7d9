"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useEffect, useState } from "react";
import { addDays, todayInIndia } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n/date-labels";
import { dayStateLabel, heldLabel } from "@/lib/rentals/booking-names";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@/lib/i18n/locales";
import { MAX_DAYS_AHEAD, type DayState } from "@/lib/rentals/options";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The weekdays, Monday first, and a month's name and year in a language ("December 2026" in English). */
function calendarWords(locale: Locale) {
  const tag = locale === DEFAULT_LOCALE ? "en-GB" : INTL_LOCALES[locale];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" });
  return {
    // 5 January 2026 was a Monday.
    weekdays:
      locale === DEFAULT_LOCALE ? WEEKDAYS : WEEKDAYS.map((_, i) => weekday.format(new Date(Date.UTC(2026, 0, 5 + i)))),
    month: new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }),
  };
}
const WORDS = new Map<Locale, ReturnType<typeof calendarWords>>();
function wordsIn(locale: Locale) {
  let words = WORDS.get(locale);
  if (!words) WORDS.set(locale, (words = calendarWords(locale)));
  return words;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
function shiftMonth(first: string, months: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
const lastOfMonth = (first: string) => addDays(shiftMonth(first, 1), -1);

const STATE_STYLE: Record<DayState | "past", string> = {
  free: "bg-white text-ink-900 hover:bg-brand-50 border border-gray-200",
  blocked: "bg-gray-100 text-gray-400 line-through",
  booked: "bg-ink-900/80 text-white",
  partly: "bg-amber-100 text-ink-900 hover:bg-brand-50 border border-amber-400",
  past: "text-gray-300",
};

interface Day {
  state: DayState;
  held?: { start: string; end: string }[];
}

/**
 * One month of an owner's days, read live from GET /api/rentals/{id}: free days can be picked (a first
 * and a last day), closed and booked days cannot, and partly booked ones only to ask for hours (the
 * hours held are named). Month by month, up to a year ahead.
 */
export function MonthCalendar({
  ownerId,
  from,
  to,
  hourly,
  onPick,
}: {
  ownerId: string;
  from: string;
  to: string;
  /** Asking for hours: partly booked days can be picked too. */
  hourly: boolean;
  onPick: (day: string, held: { start: string; end: string }[]) => void;
}) {
  const t = useTranslations("BookingsClient");
  const locale = usePageLocale();
  const { weekdays, month: monthName } = wordsIn(locale);
  const today = todayInIndia();
  const [month, setMonth] = useState(firstOfMonth(from || today));
  // What was read, and for which month: a month not read yet shows every day disabled until it comes.
  const [read, setRead] = useState<{ month: string; states?: Map<string, Day>; failed?: boolean } | null>(null);
  const states = read?.month === month ? read.states : undefined;
  const failed = read?.month === month && read.failed;
  const first = firstOfMonth(today);
  const last = firstOfMonth(addDays(today, MAX_DAYS_AHEAD));

  useEffect(() => {
    let live = true;
    const start = month < today ? today : month;
    fetch(`/api/rentals/${ownerId}?from=${start}&to=${lastOfMonth(month)}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((body: { data: { calendar: ({ date: string } & Day)[] } }) => {
        if (live) setRead({ month, states: new Map(body.data.calendar.map(({ date, ...day }) => [date, day])) });
      })
      .catch(() => live && setRead({ month, failed: true }));
    return () => {
      live = false;
    };
  }, [ownerId, month, today]);

  const lead = (new Date(`${month}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: string[] = [];
  for (let day = month; day <= lastOfMonth(month); day = addDays(day, 1)) days.push(day);

  return (
    <div className="grid gap-2" data-testid="rental-calendar">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= first}
          className="rounded-full px-3 py-1 text-sm text-brand-700 disabled:text-gray-300"
        >
          ‹<span className="sr-only"> {t("calendar.previous")}</span>
        </button>
        <p className="text-sm font-semibold" aria-live="polite">
          {monthName.format(new Date(`${month}T00:00:00Z`))}
        </p>
        <button
          type="button"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= last}
          className="rounded-full px-3 py-1 text-sm text-brand-700 disabled:text-gray-300"
        >
          ›<span className="sr-only"> {t("calendar.next")}</span>
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs">
        {weekdays.map((w, i) => (
          <span key={i} className="text-gray-500" aria-hidden="true">
            {w}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} />
        ))}
        {days.map((day) => {
          const known = states?.get(day);
          const state: DayState | "past" = day < today ? "past" : (known?.state ?? "free");
          const picked = from && day >= from && day <= (to || from);
          const held = known?.held ?? [];
          const hours = held.length ? heldLabel(t, locale, held) : "";
          const label = dayLabel(day, "long", locale);
          return (
            <button
              key={day}
              type="button"
              disabled={!(state === "free" || (hourly && state === "partly")) || !states}
              onClick={() => onPick(day, held)}
              aria-pressed={Boolean(picked)}
              aria-label={
                hours
                  ? t("calendar.dayHeld", { day: label, state: dayStateLabel(t, state), hours })
                  : t("calendar.day", { day: label, state: dayStateLabel(t, state) })
              }
              title={hours ? t("calendar.bookedHours", { hours }) : undefined}
              data-state={state}
              className={`h-9 rounded-md text-sm ${picked ? "bg-brand-700 text-white" : STATE_STYLE[state]} disabled:cursor-not-allowed`}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
      {failed && <p className="text-sm text-red-700">{t("calendar.failed")}</p>}
      <p className="flex flex-wrap gap-3 text-xs text-gray-600">
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm border border-gray-300 bg-white align-middle" />
          {t("calendar.legend.free")}
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-ink-900/80 align-middle" />
          {t("calendar.legend.booked")}
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm border border-amber-400 bg-amber-100 align-middle" />
          {t("calendar.legend.partly")}
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-gray-200 align-middle" />
          {t("calendar.legend.closed")}
        </span>
      </p>
    </div>
  );
}
