// Which applications may be invited to an audition: those shortlisted or selected. Browser-safe.

export const INVITABLE_STATUSES = ["SHORTLISTED", "SELECTED"] as const;

/** Whether an application of this status (as the database spells it) may be invited. */
export const isInvitable = (status: string) => (INVITABLE_STATUSES as readonly string[]).includes(status);

/** The ids of the applications, given with their status (as the database spells it), that may not be invited. */
export function notInvitable(rows: readonly { id: string; status: string }[]): string[] {
  return rows.filter((r) => !isInvitable(r.status)).map((r) => r.id);
}
