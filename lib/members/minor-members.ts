import "server-only";
import { findCategory } from "../catalog.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { db, type Db } from "../server/db.ts";
import { isMinor } from "./minors.ts";
import { profileTable } from "./profile-tables.ts";

/** What decides whether a talent member is a minor (lib/members/minors.ts isMinor), or null for others. */
export async function minorFacts(userId: string, client: Db | Prisma.TransactionClient) {
  const member = await client.user.findUnique({
    where: { id: userId },
    select: { accountType: true, category: true, subcategory: true, guardian: { select: { userId: true } } },
  });
  if (!member || member.accountType !== "TALENT") return null;
  const kind = findCategory(member.category)?.kind;
  const row = kind ? await profileTable(client, kind).findUnique({ where: { userId } }) : null;
  const dateOfBirth = (row as { dateOfBirth?: Date | null } | null)?.dateOfBirth ?? null;
  return { subcategory: member.subcategory, dateOfBirth, guardian: Boolean(member.guardian) };
}

/** Whether a member is a minor now: by subcategory, their profile's date of birth, or a guardian on record. */
export async function isMinorMember(userId: string, client: Db | Prisma.TransactionClient = db()): Promise<boolean> {
  const facts = await minorFacts(userId, client);
  return facts !== null && isMinor(facts);
}
