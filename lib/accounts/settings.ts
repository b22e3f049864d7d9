import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { IDENTITY } from "../auth/identity.ts";
import { db } from "../server/db.ts";

// What the settings page shows of a member's own account: their identity and the account's settings,
// never the rest of the row.

const SETTINGS = {
  ...IDENTITY,
  status: true,
  profilePic: true,
  coverPic: true,
  availability: true,
  busyUntil: true,
  sharePrivateDetails: true,
  /** The language of notifications and mail (lib/accounts/language.ts). */
  locale: true,
} as const;

/** The member's account as their settings page shows it; null when the account is gone. */
export function accountSettingsOf(member: Pick<AuthUser, "id">) {
  return db().user.findUnique({ where: { id: member.id }, select: SETTINGS });
}

export type AccountSettings = NonNullable<Awaited<ReturnType<typeof accountSettingsOf>>>;
