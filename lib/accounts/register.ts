import "server-only";
import { db } from "../db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { rateLimits } from "../rate-limits.ts";
import { IDENTITY, type AuthUser } from "../auth/identity.ts";
import { EMAIL_TAKEN, mailEmailConfirmation } from "./email-confirmation.ts";
import { hashPassword } from "./password.ts";
import { registerSchema } from "./schemas.ts";

/**
 * Creates a member and mails them a link to confirm their email. New accounts start with status false
 * (spec 3: it becomes true when the email is confirmed); `rate` is never set by a member.
 */
export async function register(body: unknown, ip: string): Promise<AuthUser> {
  await rateLimits.beforeSignUp(ip);
  const { password, ...fields } = parseOrThrow(registerSchema, body);
  try {
    const member = await db().user.create({
      data: { ...fields, passwordHash: await hashPassword(password), status: false, rate: false },
      select: IDENTITY,
    });
    refreshMemberPages(member);
    mailEmailConfirmation(member);
    return member;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
    }
    throw error;
  }
}
