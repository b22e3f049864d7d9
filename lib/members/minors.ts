import { ageInIndia } from "../dates.ts";

// Who is a minor, and who holds a minor's account. One home for the rule: sign-up, the profile forms, the
// profile save, the public view, messages and mails all ask here. Browser-safe (the forms use it).

/** The age from which a member runs their own account and may list intimate-content preferences. */
export const ADULT_AGE = 18;

/** The subcategory that is a child whatever date of birth is typed. */
export const CHILD_SUBCATEGORY = "Child Artist";

/** Who may hold a minor's account. */
export const GUARDIAN_RELATIONS = ["Mother", "Father", "Legal guardian", "Grandparent", "Other family member"] as const;

/**
 * A Child Artist; else, when a date of birth is known, anyone under 18 by it today (India time); else an
 * account registered with a parent or guardian (its date of birth not typed yet).
 */
export function isMinor(
  member: { subcategory: string; dateOfBirth?: Date | string | null; guardian?: boolean },
  now = new Date(),
): boolean {
  if (member.subcategory === CHILD_SUBCATEGORY) return true;
  const age = ageInIndia(member.dateOfBirth, now);
  return age === null ? Boolean(member.guardian) : age < ADULT_AGE;
}

export const MINOR_NOTICE = `Members under ${ADULT_AGE} are registered and managed by a parent or guardian.`;

/** What to read of a member to know where their mail goes (a Prisma select). */
export const MAIL_RECIPIENT = {
  name: true,
  email: true,
  guardian: { select: { name: true, email: true, confirmedAt: true } },
} as const;

/**
 * Where mail about a member goes: to a minor's confirmed parent or guardian (who holds the account), else to
 * the member.
 */
export function mailRecipientOf(person: {
  name: string;
  email: string;
  guardian: { name: string; email: string; confirmedAt: Date | null } | null;
}): { name: string; email: string } {
  return person.guardian?.confirmedAt
    ? { name: person.guardian.name, email: person.guardian.email }
    : { name: person.name, email: person.email };
}
