import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";

// Applications are never deleted as a side effect (their foreign keys to a call and a role are RESTRICT):
// when an account goes, this deletes on purpose the applications that go with it.

/**
 * Inside the transaction that deletes a member: their own applications, and every application to the calls
 * of the organisation they own (those calls go with the account). The calls are locked first, so an
 * application arriving meanwhile waits, then finds no call.
 */
export async function deleteApplicationsOfAccount(tx: Prisma.TransactionClient, memberId: string): Promise<void> {
  await tx.$queryRaw`
    SELECT 1 FROM "CastingCall" c JOIN "Organization" o ON o."id" = c."organizationId"
    WHERE o."ownerId" = ${memberId} ORDER BY c."id" FOR UPDATE OF c`;
  await tx.application.deleteMany({
    where: { OR: [{ applicantId: memberId }, { call: { organization: { ownerId: memberId } } }] },
  });
}
