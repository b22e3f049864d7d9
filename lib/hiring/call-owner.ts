import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";

// Whose a casting call is: the organisation's that posted it, and so its owner's. Its edit form, its triage board
// and its audition schedule read the call each with what they need and leave the question to this one rule.

/** What a read of a call selects so that this rule can answer: its organisation's owner. */
export const CALL_OWNER_SELECT = { organization: { select: { ownerId: true } } } as const;

/**
 * The call, provided the member's organisation posted it: 404 when there is none, 403 for anyone else, with
 * `onlyPoster` saying what only the poster may do (refusal("callChangeOwnerOnly"): only the organisation that posted
 * this call can change it).
 */
export function ownedCallOf<C extends { organization: { ownerId: string } }>(
  member: AuthUser,
  call: C | null,
  onlyPoster: string | Said,
): C {
  if (!call) throw new AppError("not-found", refusal("noSuchCall"));
  if (call.organization.ownerId !== member.id) throw new AppError("forbidden", onlyPoster);
  return call;
}
