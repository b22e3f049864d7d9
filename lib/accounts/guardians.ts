import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { inBackground } from "../server/background.ts";
import { db, type Db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { sendMail } from "../mail/mailer.ts";
import { accountMails } from "../notifications/mails.ts";
import { refreshMemberPages } from "../profiles/refresh-pages.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshSitemap } from "../seo/sitemap.ts";
import { languageOf } from "../members/language.ts";
import { isMinor } from "../members/minors.ts";
import { isMinorMember, minorFacts } from "../members/minor-members.ts";
import { confirmEmailSchema, guardianSchema } from "./schemas.ts";
import { consumeToken, issueToken } from "./tokens.ts";

// A minor's account is held by a parent or guardian: named at sign-up (or later in Settings), kept private,
// and confirmed by a link mailed to the guardian. Until then the minor's profile is out of sight
// (User.awaitingGuardian: listings, search, the sitemap and the profile page all leave it out).

type Guardian = { name: string; relation: string; email: string; phone: string };
type Client = Pick<Db, "user" | "guardian">;

/** Records a guardian (unconfirmed) and hides the minor's profile until they confirm. */
export async function recordGuardian(client: Client, userId: string, guardian: Guardian): Promise<void> {
  await client.guardian.upsert({
    where: { userId },
    create: { userId, ...guardian },
    update: { ...guardian, confirmedAt: null },
  });
  await client.user.update({ where: { id: userId }, data: { awaitingGuardian: true } });
}

/** Mails the guardian a link to confirm that they hold the child's account (in the child's language: they have none). */
export function mailGuardianConfirmation(child: { id: string; name: string; subcategory: string }, guardian: Guardian) {
  inBackground("guardian confirmation link", async () => {
    const token = await issueToken(child.id, "CONFIRM_GUARDIAN", guardian.email);
    sendMail(accountMails.confirmGuardian(guardian, child, token, await languageOf(child.id)));
  });
}

export interface GuardianStatus {
  guardian: (Guardian & { confirmed: boolean }) | null;
  /** The member is under 18 (or registered as such): a guardian holds the account. */
  minor: boolean;
  /** Their profile is hidden until the guardian confirms. */
  awaitingGuardian: boolean;
}

/** GET /api/me/guardian. */
export async function guardianStatus(member: AuthUser): Promise<GuardianStatus> {
  const [row, user, minor] = await Promise.all([
    db().guardian.findUnique({ where: { userId: member.id } }),
    db().user.findUnique({ where: { id: member.id }, select: { awaitingGuardian: true } }),
    isMinorMember(member.id),
  ]);
  return {
    guardian: row
      ? {
          name: row.name,
          relation: row.relation,
          email: row.email,
          phone: row.phone,
          confirmed: Boolean(row.confirmedAt),
        }
      : null,
    minor,
    awaitingGuardian: Boolean(user?.awaitingGuardian),
  };
}

const ADULT_NEEDS_NO_GUARDIAN = refusal("guardianNotNeeded");

/** PUT /api/me/guardian: names (or changes) the guardian, who confirms by mail; the profile waits for them. */
export async function setGuardian(member: AuthUser, body: unknown, ip: string): Promise<GuardianStatus> {
  if (member.accountType !== "TALENT") {
    throw new AppError("invalid", refusal("guardianOnlyTalent"), { code: "not_talent" });
  }
  const guardian = parseOrThrow(guardianSchema, body);
  const facts = await minorFacts(member.id, db());
  if (facts && !isMinor({ ...facts, guardian: true })) {
    throw new AppError("invalid", ADULT_NEEDS_NO_GUARDIAN, { code: "guardian_not_needed" });
  }
  await rateLimits.beforeAccountMail(ip, member.id);
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${member.id} FOR UPDATE`;
    await recordGuardian(tx, member.id, guardian);
    await reindexMember(tx, member.id, { touched: false });
  });
  refreshMemberPages(member);
  refreshSitemap();
  mailGuardianConfirmation(member, guardian);
  return guardianStatus(member);
}

/**
 * POST /api/user/confirm-guardian { token }: the guardian confirms; the minor's profile is shown from now on.
 * A link sent to an address that is no longer the guardian's confirms nothing.
 */
export async function confirmGuardian(body: unknown): Promise<{ childName: string }> {
  const { token } = parseOrThrow(confirmEmailSchema, body);
  const { userId, email } = await consumeToken(token, ["CONFIRM_GUARDIAN"]);
  const child = await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    const guardian = await tx.guardian.findUnique({ where: { userId } });
    if (!guardian || guardian.email !== email) {
      throw new AppError("invalid", refusal("linkOldGuardian"), {
        code: "link_outdated",
      });
    }
    await tx.guardian.update({ where: { userId }, data: { confirmedAt: guardian.confirmedAt ?? new Date() } });
    const user = await tx.user.update({
      where: { id: userId },
      data: { awaitingGuardian: false },
      select: { id: true, name: true },
    });
    await reindexMember(tx, userId, { touched: false });
    return user;
  });
  refreshMemberPages(child);
  refreshSitemap();
  return { childName: child.name };
}
