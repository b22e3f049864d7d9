import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { dayLabel } from "@/lib/i18n/date-labels";
import type { Availability } from "@/lib/profiles/availability-states";

const STYLE = {
  AVAILABLE: "pill-available",
  ON_SHOOT: "pill-on-shoot",
  NOT_AVAILABLE: "pill-not-available",
} as const;

/**
 * "Available", "On a shoot until 12 Dec 2026" or "Not available", as a small pill. Shown on profiles (server)
 * and on listing cards (client): its words are in the client namespace ProfileClient.
 */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useTranslations("ProfileClient");
  const locale = usePageLocale();
  const { state, until } = availability;
  const label =
    state === "ON_SHOOT"
      ? until
        ? t("availability.onShootUntil", { day: dayLabel(until, "short", locale) })
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
