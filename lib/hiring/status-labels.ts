// Where an application stands, in the words applicants and casting teams read (pages and the browser).

export const STATUS_NAMES = ["submitted", "shortlisted", "selected", "rejected", "closed"] as const;
export type StatusName = (typeof STATUS_NAMES)[number];

export const STATUS_LABELS: Record<StatusName, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  selected: "Selected",
  rejected: "Not selected",
  closed: "Closed",
};

/** Badge colours per status, for cards and lists. */
export const STATUS_STYLES: Record<StatusName, string> = {
  submitted: "bg-gray-100 text-gray-800",
  shortlisted: "bg-amber-50 text-amber-900",
  selected: "bg-green-50 text-green-800",
  rejected: "bg-red-50 text-red-800",
  closed: "bg-gray-100 text-gray-600",
};

/**
 * How long the triage board offers Undo after a decision. The applicant is told later still
 * (DECISION_NOTICE_DELAY_SECONDS, 60 by default), so an undone decision never reaches them.
 */
export const UNDO_WINDOW_MS = 12_000;
