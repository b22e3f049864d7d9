import "server-only";
import { db } from "../server/db.ts";

/**
 * A casting team whose account an admin has verified, and which is not suspended: the only members who may
 * message someone under 18, or see an adult's private details when the adult allows it.
 */
export async function isVerifiedHirer(memberId: string): Promise<boolean> {
  const member = await db().user.findUnique({
    where: { id: memberId },
    select: { accountType: true, rate: true, suspendedAt: true },
  });
  return member?.accountType === "HIRER" && member.rate && !member.suspendedAt;
}
