import { db } from "../db.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { HttpError, validationError } from "../http.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { rateLimits } from "./rate-limit.ts";
import { loginSchema, registerSchema } from "./schemas.ts";
import type { AuthUser } from "./token.ts";

export const WRONG_CREDENTIALS = "Invalid email or password.";
export const EMAIL_TAKEN = "This email is already registered. Sign in instead, or use another email.";

const identity = { id: true, name: true, email: true, category: true, subcategory: true, gender: true } as const;

/** Creates a member. New accounts start with status false (spec 3); `rate` is never set by a member. */
export async function register(body: unknown, ip: string): Promise<AuthUser> {
  await rateLimits.beforeRegister(ip);
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { password, ...fields } = parsed.data;
  try {
    const member = await db().user.create({
      data: { ...fields, passwordHash: await hashPassword(password), status: false, rate: false },
      select: identity,
    });
    refreshMemberPages(member);
    return member;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    throw error;
  }
}

/** Checks an email and password; the same answer for an unknown email and a wrong password. */
export async function authenticate(body: unknown, ip: string): Promise<AuthUser> {
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { email, password } = parsed.data;
  await rateLimits.beforeLogin(ip, email);
  const user = await db().user.findUnique({ where: { email }, select: { ...identity, passwordHash: true } });
  if (!(await verifyPassword(password, user?.passwordHash))) {
    await rateLimits.loginFailed(ip, email);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  await rateLimits.loginSucceeded(ip, email);
  const { passwordHash: _, ...member } = user!;
  return member;
}
