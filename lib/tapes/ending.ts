import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";

/**
 * Inside the transaction that tells applicants they were not selected or that the call closed: their tape requests
 * not yet answered are withdrawn with it (the notice of the decision says enough). Until they are told, a request
 * stays as it was, so that a decision the team may still undo shows nowhere.
 */
export async function withdrawTapeRequestsOfEnded(
  tx: Prisma.TransactionClient,
  applicationIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (!applicationIds.length) return;
  await tx.tapeRequest.updateMany({
    where: {
      applicationId: { in: [...applicationIds] },
      withdrawnAt: null,
      submittedAt: null,
      application: { status: { in: ["REJECTED", "CLOSED"] } },
    },
    data: { withdrawnAt: now },
  });
}
