import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { formError } from "../i18n/form-errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { db } from "../server/db.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { subscribeSchema, unsubscribeSchema } from "./schemas.ts";
import { isAllowedPushEndpoint } from "./service-origins.ts";

// The devices that take a member's notices as pushes: one subscription per browser, made when the member turns
// notifications on there, removed when they turn them off (or the push service says it is gone).

/** Devices per member: a new one beyond this replaces the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;

const refuseUnlessAllowed = (endpoint: string) => {
  if (!isAllowedPushEndpoint(endpoint)) {
    throw new AppError("invalid", refusal("pushServiceNotAllowed"), {
      errors: { endpoint: formError("push.endpointNotAllowed") },
    });
  }
};

/**
 * POST /api/push/subscriptions: this browser takes the member's notices. Answers whether it was new. The same
 * endpoint with the same keys is the same browser, which another member may have used before (it becomes
 * this member's); with other keys it is refused, so that nobody takes over a device by naming its address.
 */
export async function subscribe(member: AuthUser, body: unknown): Promise<{ created: boolean }> {
  const { endpoint, keys } = parseOrThrow(subscribeSchema, body);
  refuseUnlessAllowed(endpoint);
  return db().$transaction(async (tx) => {
    // The member's row orders their subscriptions, so that the device count holds with two at once.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${member.id} FOR UPDATE`;
    const existing = await tx.pushSubscription.findUnique({ where: { endpoint } });
    if (existing && (existing.p256dh !== keys.p256dh || existing.auth !== keys.auth)) {
      throw new AppError("conflict", refusal("pushEndpointTaken"), {
        errors: { endpoint: formError("push.endpointTaken") },
      });
    }
    if (existing?.userId === member.id) return { created: false };
    // Only a device new to the member counts against the limit: a page that renews one spends nothing.
    await rateLimits.beforePushSubscription(member.id);
    if (existing) await tx.pushSubscription.update({ where: { id: existing.id }, data: { userId: member.id } });
    else await tx.pushSubscription.create({ data: { userId: member.id, endpoint, ...keys } });
    const beyond = await tx.pushSubscription.findMany({
      where: { userId: member.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: MAX_PUSH_DEVICES,
      select: { id: true },
    });
    if (beyond.length) await tx.pushSubscription.deleteMany({ where: { id: { in: beyond.map((b) => b.id) } } });
    return { created: !existing };
  });
}

/** DELETE /api/push/subscriptions: this browser no longer takes the member's notices. */
export async function unsubscribe(member: AuthUser, body: unknown): Promise<void> {
  const { endpoint } = parseOrThrow(unsubscribeSchema, body);
  const { count } = await db().pushSubscription.deleteMany({ where: { endpoint, userId: member.id } });
  if (!count) throw new AppError("not-found", refusal("noSuchPushSubscription"));
}
