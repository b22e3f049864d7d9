import { availabilityLabel, type Availability } from "@/lib/profiles/availability-states";

const STYLE = {
  AVAILABLE: "pill-available",
  ON_SHOOT: "pill-on-shoot",
  NOT_AVAILABLE: "pill-not-available",
} as const;

/** "Available", "On a shoot until 12 Dec 2026" or "Not available", as a small pill. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <span className={`pill ${STYLE[availability.state]}`} data-testid="availability">
      {availabilityLabel(availability)}
    </span>
  );
}
