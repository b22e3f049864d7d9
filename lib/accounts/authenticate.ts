import "server-only";
import { IDENTITY, type AuthUser } from "../auth/identity.ts";
import { signedInFromBefore } from "../auth/sessions.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { verifyPassword } from "./password.ts";
import { loginSchema } from "./schemas.ts";

/** Checks an email and password; the same answer for an unknown email and a wrong password. */
export async function authenticate(body: unknown, ip: string): Promise<AuthUser> {
  const { email, password } = parseOrThrow(loginSchema, body);
  await rateLimits.beforeSignIn(ip, email, () => signedInFromBefore(email, ip));
  const user = await db().user.findUnique({
    where: { email },
    select: { ...IDENTITY, passwordHash: true, suspendedAt: true },
  });
  if (!(await verifyPassword(password, user?.passwordHash))) {
    await rateLimits.signInFailed(ip, email);
    throw new AppError("unauthenticated", refusal("wrongCredentials"), { code: "invalid_credentials" });
  }
  await rateLimits.signInSucceeded(ip, email);
  // Said only to whoever knows the password.
  if (user!.suspendedAt) throw new AppError("forbidden", refusal("accountSuspended"), { code: "account_suspended" });
  const { passwordHash: _, suspendedAt: __, ...member } = user!;
  return member;
}
