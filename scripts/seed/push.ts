import { createECDH, randomBytes } from "node:crypto";
import type { Db } from "../../lib/server/db.ts";
import { DEMO_DOMAIN } from "./people.ts";

// The demo actress's phone, as a push subscription: her notices (messages, invitations, decisions, alerts) are
// pushed to it, and without VAPID keys configured (PUSH_OUTBOX) each push lands in data/outbox/push as a .json
// file, as her mail lands in data/outbox. Its keys are made here; no real browser holds them.

const DEMO_PHONE = {
  login: `artist.female${DEMO_DOMAIN}`,
  endpoint: "https://fcm.googleapis.com/fcm/send/castfolio-demo-actress-phone",
};

/** Subscribes the demo actress's phone (once); answers whether it was new. */
export async function seedPushDevice(prisma: Db): Promise<boolean> {
  const member = await prisma.user.findUnique({ where: { email: DEMO_PHONE.login }, select: { id: true } });
  if (!member) return false;
  const browser = createECDH("prime256v1");
  browser.generateKeys();
  const { count } = await prisma.pushSubscription.createMany({
    data: [
      {
        userId: member.id,
        endpoint: DEMO_PHONE.endpoint,
        p256dh: browser.getPublicKey("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    ],
    skipDuplicates: true,
  });
  return count > 0;
}
