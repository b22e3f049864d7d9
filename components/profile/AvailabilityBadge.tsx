import { useLocale, useTranslations } from "next-intl";
import { dayLabel } from "@/lib/dates";
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import type { Availability } from "@/lib/profiles/availability-states";

const STYLE = {
  AVAILABLE: "pill-available",
  ON_SHOOT: "pill-on-shoot",
  NOT_AVAILABLE: "pill-not-available",
} as const;

/**
 * A day (YYYY-MM-DD) as the profile shows it: in English lib/dates.ts's "12 Dec 2026" (`long`: "12 December
 * 2026"), in the other languages their own form of it. Fixed to UTC like dayLabel, so server and browser agree.
 */
export function dayIn(locale: Locale, day: string, style: "short" | "long" = "short"): string {
  if (locale === DEFAULT_LOCALE || day.length !== 10) return dayLabel(day, style);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: "numeric",
    month: style,
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * "Available", "On a shoot until 12 Dec 2026" or "Not available", as a small pill. Shown on profiles (server)
 * and on listing cards (client): its words are in the client namespace ProfileClient.
 */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useTranslations("ProfileClient");
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const { state, until } = availability;
  const label =
    state === "ON_SHOOT"
      ? until
        ? t("availability.onShootUntil", { day: dayIn(locale, until) })
        : t("availability.onShoot")
      : state === "AVAILABLE"
        ? t("availability.available")
        : t("availability.notAvailable");
  return (
    <span className={`pill ${STYLE[state]}`} data-testid="availability">
      {label}
    </span>
  );
}
