import "server-only";
import { db } from "../server/db.ts";
import { looksLikeSecretToken, newSecretToken, secretTokenHash } from "../server/secret-tokens.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";

// Single-use links mailed to a member. Only a hash of each token is stored, so the table alone cannot be
// used to take over an account; a new link of a kind replaces the older ones of that kind.

export type TokenPurpose =
  "RESET_PASSWORD" | "VERIFY_EMAIL" | "CHANGE_EMAIL" | "CANCEL_EMAIL_CHANGE" | "CONFIRM_GUARDIAN";

const MINUTE_MS = 60_000;
/** How long each kind of link works. */
export const TOKEN_MINUTES: Record<TokenPurpose, number> = {
  RESET_PASSWORD: 30,
  VERIFY_EMAIL: 7 * 24 * 60,
  CHANGE_EMAIL: 24 * 60,
  CANCEL_EMAIL_CHANGE: 24 * 60,
  CONFIRM_GUARDIAN: 7 * 24 * 60,
};

/**
 * The links that hand over an account: whoever has lost access (a reset, a new password, "sign out
 * everywhere") must not be able to come back through one mailed earlier. A confirmation of the member's
 * own address and a guardian's confirmation give nothing away, so they keep working.
 */
export const ACCESS_LINKS: readonly TokenPurpose[] = ["RESET_PASSWORD", "CHANGE_EMAIL", "CANCEL_EMAIL_CHANGE"];

/** A new link token for a member; `email` is the address it was sent to (it must still be theirs). */
export async function issueToken(userId: string, purpose: TokenPurpose, email: string): Promise<string> {
  const token = newSecretToken(32);
  await db().$transaction([
    db().accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),
    db().accountToken.create({
      data: {
        userId,
        purpose,
        tokenHash: secretTokenHash(token),
        newEmail: email,
        expiresAt: new Date(Date.now() + TOKEN_MINUTES[purpose] * MINUTE_MS),
      },
    }),
  ]);
  return token;
}

/**
 * Uses a token once: answers its member and the address it was sent to, or says plainly why it cannot
 * (already used, expired, not ours). Two requests with one token cannot both succeed.
 */
export async function consumeToken(
  token: unknown,
  purposes: readonly TokenPurpose[],
): Promise<{ userId: string; purpose: TokenPurpose; email: string }> {
  const tokenHash = looksLikeSecretToken(token) ? secretTokenHash(token) : undefined;
  const row = tokenHash ? await db().accountToken.findUnique({ where: { tokenHash } }) : null;
  if (!row || !purposes.includes(row.purpose)) {
    throw new AppError("invalid", refusal("linkInvalid"), {
      code: "link_invalid",
      errors: { token: formError("account.linkNotValid") },
    });
  }
  if (row.usedAt) {
    throw new AppError("invalid", refusal("linkUsed"), {
      code: "link_used",
      errors: { token: formError("account.linkUsed") },
    });
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError("invalid", refusal("linkExpired"), {
      code: "link_expired",
      errors: { token: formError("account.linkExpired") },
    });
  }
  const { count } = await db().accountToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (count !== 1) {
    throw new AppError("invalid", refusal("linkUsed"), {
      code: "link_used",
      errors: { token: formError("account.linkUsed") },
    });
  }
  return { userId: row.userId, purpose: row.purpose, email: row.newEmail ?? "" };
}

/** Makes a member's outstanding links of these kinds stop working (they then read as expired). */
export async function voidTokens(userId: string, purposes: readonly TokenPurpose[]): Promise<number> {
  const now = new Date();
  const { count } = await db().accountToken.updateMany({
    where: { userId, purpose: { in: [...purposes] }, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  return count;
}
