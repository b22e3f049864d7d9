import "server-only";
import { z } from "zod";
import { isMinorMember } from "../members/minor-members.ts";
import { isMinor } from "../members/minors.ts";
import type { AuthUser } from "../auth/identity.ts";
import { findCategory } from "../catalog.ts";
import { toDateOnly } from "../dates.ts";
import { db } from "../server/db.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { isVerifiedHirer } from "../members/verified-hirers.ts";
import { privateDetailsOf } from "./kinds/index.ts";
import { profileTable } from "../members/profile-tables.ts";

// A member's private details: the exact date of birth, and for artists the body measurements and the
// intimate-content preferences. The public view (lib/profiles/public.ts) never has them; the member
// always sees their own, and a verified casting team sees an adult's when the adult allows it. A minor's
// are never shared (and a minor's profile holds no measurements or intimate preferences at all).

export interface PrivateDetails {
  dateOfBirth: string | null;
  /** Whether the member lets verified casting teams see these. */
  shared: boolean;
  [detail: string]: unknown;
}

const PRIVATE_FOR_VERIFIED_ONLY = refusal("privateForVerifiedOnly");
const NOT_SHARED = refusal("detailsNotShared");
const MINOR_NOT_SHARED = refusal("minorDetailsPrivate");

/** GET /api/users/{id}/private-details: the member's own, or a verified casting team's when allowed. */
export async function privateDetailsFor(viewer: AuthUser, memberId: string): Promise<PrivateDetails> {
  const member = isId(memberId)
    ? await db().user.findUnique({
        where: { id: memberId },
        select: {
          id: true,
          accountType: true,
          category: true,
          subcategory: true,
          gender: true,
          suspendedAt: true,
          awaitingGuardian: true,
          sharePrivateDetails: true,
          guardian: { select: { userId: true } },
        },
      })
    : null;
  const own = member?.id === viewer.id;
  if (!member || member.accountType !== "TALENT" || (!own && (member.suspendedAt || member.awaitingGuardian))) {
    throw new AppError("not-found", refusal("noMemberWithId"));
  }
  const kind = findCategory(member.category)?.kind;
  const row = kind ? await profileTable(db(), kind).findUnique({ where: { userId: member.id } }) : null;
  const dateOfBirth = row?.dateOfBirth instanceof Date ? row.dateOfBirth : null;
  if (!own) {
    if (!(await isVerifiedHirer(viewer.id)))
      throw new AppError("forbidden", PRIVATE_FOR_VERIFIED_ONLY, { code: "verified_hirer_required" });
    if (isMinor({ subcategory: member.subcategory, dateOfBirth, guardian: Boolean(member.guardian) })) {
      throw new AppError("forbidden", MINOR_NOT_SHARED, { code: "minor_details_private" });
    }
    if (!member.sharePrivateDetails) throw new AppError("forbidden", NOT_SHARED, { code: "details_not_shared" });
  }
  return {
    dateOfBirth: dateOfBirth ? toDateOnly(dateOfBirth) : null,
    shared: member.sharePrivateDetails,
    ...(kind && row ? privateDetailsOf(kind, row, member.gender) : {}),
  };
}

export const privacySchema = z.object({
  sharePrivateDetails: z.boolean({ error: "sharePrivateDetails must be true or false" }),
});

/** PUT /api/me/privacy { sharePrivateDetails }: an adult's choice; a minor's details are never shared. */
export async function setPrivateDetailsSharing(
  member: AuthUser,
  share: boolean,
): Promise<{ sharePrivateDetails: boolean }> {
  const kind = findCategory(member.category)?.kind;
  if (member.accountType !== "TALENT" || !kind) {
    throw new AppError("invalid", refusal("privateDetailsTalentOnly"), { code: "not_talent" });
  }
  if (share && (await isMinorMember(member.id))) {
    throw new AppError("invalid", MINOR_NOT_SHARED, {
      code: "minor_details_private",
      errors: { sharePrivateDetails: MINOR_NOT_SHARED.english },
    });
  }
  await db().user.update({ where: { id: member.id }, data: { sharePrivateDetails: share } });
  return { sharePrivateDetails: share };
}
