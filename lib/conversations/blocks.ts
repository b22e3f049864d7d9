import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { db, type Db } from "../server/db.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";

// A member blocks another: neither can message the other while the block stands (lib/conversations/
// conversations.ts tells either only that they cannot message this member), nor ask to book from the other
// (lib/rentals/bookings.ts). Unblocking is the blocker's.

/** Whether either of two members has blocked the other. */
export async function blockedBetween(client: Pick<Db, "block">, a: string, b: string): Promise<boolean> {
  const found = await client.block.count({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
  });
  return found > 0;
}

async function otherMember(member: AuthUser, id: string) {
  if (id === member.id) throw new AppError("invalid", refusal("blockYourself"));
  const other = isId(id) ? await db().user.findUnique({ where: { id }, select: { id: true } }) : null;
  if (!other) throw new AppError("not-found", refusal("noMemberWithId"));
  return other;
}

/** POST /api/users/{id}/block: blocking twice is blocking once. */
export async function block(member: AuthUser, id: string): Promise<void> {
  await otherMember(member, id);
  await db().block.upsert({
    where: { blockerId_blockedId: { blockerId: member.id, blockedId: id } },
    create: { blockerId: member.id, blockedId: id },
    update: {},
  });
}

/** DELETE /api/users/{id}/block. */
export async function unblock(member: AuthUser, id: string): Promise<void> {
  await otherMember(member, id);
  await db().block.deleteMany({ where: { blockerId: member.id, blockedId: id } });
}
