// Where an application stands, in the words applicants and casting teams read (pages and the browser).

export type StatusName = "submitted" | "shortlisted" | "selected" | "rejected" | "closed";

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
