import "server-only";
import { endAllSessions } from "../auth/sessions.ts";
import { ACCESS_LINKS, voidTokens } from "./tokens.ts";

/**
 * Takes the account back from whoever else may hold it: ends every session (but `except`, the one asking)
 * and voids every mailed link that could hand the account over, such as a pending change of email.
 * Used by a password reset, a password change and "sign out everywhere". Answers the sessions ended.
 */
export async function revokeAccess(userId: string, except?: string): Promise<number> {
  const ended = await endAllSessions(userId, except);
  await voidTokens(userId, ACCESS_LINKS);
  return ended;
}
