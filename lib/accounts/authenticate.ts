import "server-only";
import { rateLimits } from "../auth/rate-limit.ts";
import { IDENTITY, type AuthUser } from "../auth/identity.ts";
import { db } from "../db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { verifyPassword } from "./password.ts";
import { loginSchema } from "./schemas.ts";

export const WRONG_CREDENTIALS = "Invalid email or password.";

/** Checks an email and password; the same answer for an unknown email and a wrong password. */
export async function authenticate(body: unknown, ip: string): Promise<AuthUser> {
  const { email, password } = parseOrThrow(loginSchema, body);
  await rateLimits.beforeLogin(ip, email);
  const user = await db().user.findUnique({ where: { email }, select: { ...IDENTITY, passwordHash: true } });
  if (!(await verifyPassword(password, user?.passwordHash))) {
    await rateLimits.loginFailed(ip, email);
    throw new AppError("unauthenticated", WRONG_CREDENTIALS);
  }
  await rateLimits.loginSucceeded(ip, email);
  const { passwordHash: _, ...member } = user!;
  return member;
}
