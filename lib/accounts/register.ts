import "server-only";
import { refuseStudioMoneyRequests } from "../hiring/organizations.ts";
import { IDENTITY, type AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshSitemap } from "../seo/sitemap.ts";
import { EMAIL_TAKEN, mailEmailConfirmation } from "./email-confirmation.ts";
import { signUpLocale } from "./language.ts";
import { hashPassword } from "./password.ts";
import { mailGuardianConfirmation, recordGuardian } from "./guardians.ts";
import { categoryHasGender, guardianOf, hirerRegisterSchema, registerSchema } from "./schemas.ts";

/** What a new account is: the member, and for a hirer the id of its organisation. */
export type Registered = AuthUser & { organizationId?: string };

async function create(write: () => Promise<Registered>): Promise<Registered> {
  try {
    const member = await write();
    mailEmailConfirmation(member);
    return member;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", EMAIL_TAKEN, { code: "email_taken", errors: { email: EMAIL_TAKEN } });
    }
    throw error;
  }
}

/**
 * Creates an account and mails a link to confirm its email. Talent (the sign-up existing clients use, unchanged) gets
 * a profile in its category; `accountType: "hirer"` creates the organisation instead, which hires and is
 * never listed as talent. New accounts start with status false (it becomes true when the email is
 * confirmed); `rate` is never set by a member. The member's language is the `locale` sent, else the one the
 * visitor chose on the site (`languageCookie`, the NEXT_LOCALE cookie), else English.
 */
export async function register(body: unknown, ip: string, languageCookie?: string): Promise<Registered> {
  await rateLimits.beforeSignUp(ip);
  if ((body as { accountType?: unknown } | null)?.accountType === "hirer") return registerHirer(body, languageCookie);
  const registration = parseOrThrow(registerSchema, body);
  const { name, category, subcategory, phone, email, password } = registration;
  const locale = signUpLocale(registration.locale, languageCookie);
  const gender = categoryHasGender(category) ? (registration.gender ?? "") : "";
  const guardian = guardianOf(registration);
  return create(async () => {
    const passwordHash = await hashPassword(password);
    const member = await db().$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name, gender, category, subcategory, phone, email, passwordHash, status: false, rate: false, locale },
        select: IDENTITY,
      });
      // A minor's profile waits, out of sight, for the parent or guardian to confirm by mail.
      if (guardian) await recordGuardian(tx, created.id, guardian);
      await reindexMember(tx, created.id);
      return created;
    });
    if (guardian) mailGuardianConfirmation(member, guardian);
    refreshMemberPages(member);
    refreshSitemap();
    return member;
  });
}

async function registerHirer(body: unknown, languageCookie: string | undefined): Promise<Registered> {
  const { organizationName, organizationType, city, website, name, phone, email, password, locale } = parseOrThrow(
    hirerRegisterSchema,
    body,
  );
  refuseStudioMoneyRequests({ organizationName });
  return create(async () => {
    const member = await db().user.create({
      data: {
        accountType: "HIRER",
        locale: signUpLocale(locale, languageCookie),
        name,
        phone,
        email,
        passwordHash: await hashPassword(password),
        gender: "",
        category: "",
        subcategory: "",
        organization: { create: { name: organizationName, type: organizationType, city, website } },
      },
      select: { ...IDENTITY, organization: { select: { id: true } } },
    });
    const { organization, ...identity } = member;
    return { ...identity, organizationId: organization!.id };
  });
}
