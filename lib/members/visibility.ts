import { Prisma } from "../generated/prisma/client.ts";

// What the public sees: members who are not suspended (nor minors waiting for a parent's or guardian's
// confirmation), and calls that are neither held for review nor
// hidden, from organisations whose owner is not suspended. One home for the rule, used by every read.

export const VISIBLE_MEMBER = { suspendedAt: null, awaitingGuardian: false } satisfies Prisma.UserWhereInput;

/** VISIBLE_MEMBER in raw SQL, for the member table under `alias`. */
export function visibleMemberSql(alias: string): Prisma.Sql {
  if (!/^[a-z_]\w*$/i.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  const user = Prisma.raw(`"${alias}"`);
  return Prisma.sql`${user}."suspendedAt" IS NULL AND NOT ${user}."awaitingGuardian"`;
}

export const PUBLISHED_CALL = {
  heldAt: null,
  hiddenAt: null,
  organization: { owner: VISIBLE_MEMBER },
} satisfies Prisma.CastingCallWhereInput;

export const VISIBLE_ORGANIZATION = { owner: VISIBLE_MEMBER } satisfies Prisma.OrganizationWhereInput;
