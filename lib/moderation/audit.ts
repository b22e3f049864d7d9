import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";

// The admin audit log: every admin action, who did it, when, to what, and why. Rows are only added (the
// database refuses to change or delete them, see the moderation migration).

export const ADMIN_ACTIONS = {
  verify: "Verified",
  unverify: "Removed verification",
  suspend: "Suspended",
  unsuspend: "Lifted suspension",
  dismiss: "Dismissed reports",
  "hide-call": "Hid call",
  "hide-message": "Hid message",
  "remove-review": "Removed review",
  "publish-call": "Published call",
  "grant-admin": "Made admin",
} as const;
export type AdminActionName = keyof typeof ADMIN_ACTIONS;

export interface Admin {
  id: string;
  email: string;
}

export async function recordAction(
  tx: Prisma.TransactionClient,
  admin: Admin,
  action: AdminActionName,
  target: { type: string; id: string },
  reason: string,
): Promise<void> {
  await tx.adminAction.create({
    data: { adminId: admin.id, adminEmail: admin.email, action, targetType: target.type, targetId: target.id, reason },
  });
}
