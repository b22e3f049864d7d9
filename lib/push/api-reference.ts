import { z } from "zod";
import { MAX_PUSH_DEVICES } from "./subscriptions.ts";
import { subscribeSchema, unsubscribeSchema } from "./schemas.ts";
import { PUSHES_PER_HOUR } from "../server/rate-limits.ts";
import { COMMON, dataAnswer, doneAnswer, refused } from "../openapi/answers.ts";
import { jsonBody } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Web Push (lib/push): the key browsers subscribe with, and a member's devices that take their notices.

const tag = "Push";

export const PUSH_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "GET",
    path: "/api/push/key",
    tag,
    summary: "The key browsers subscribe with",
    description:
      "The server's VAPID public key (RFC 8292), base64url: the `applicationServerKey` of `PushManager.subscribe()`.",
    access: "public",
    database: false,
    responses: { 200: dataAnswer("The key.", z.object({ publicKey: z.string() })) },
  },
  {
    method: "POST",
    path: "/api/push/subscriptions",
    tag,
    summary: "Turn notifications on for a device",
    description: `The browser's \`PushSubscription.toJSON()\`: every notice of the member's bell (messages, audition invitations and changes, bookings, decisions on applications, tape requests, saved-search alerts) is then pushed to it, in the member's language, encrypted to its keys (RFC 8291 \`aes128gcm\`); a message's push names its sender only. \`endpoint\` must be an address of a push service on \`PUSH_SERVICE_ORIGINS\` (by default the browsers' own: FCM, Mozilla, Microsoft, Apple), else 400 naming \`endpoint\`; \`keys.p256dh\` a P-256 point and \`keys.auth\` 16 bytes, base64url. At most ${MAX_PUSH_DEVICES} devices a member (a new one replaces the one turned on longest ago; 20 new ones an hour), ${PUSHES_PER_HOUR} pushes a member an hour. The same endpoint with the same keys is the same browser: it answers 200, and becomes this member's if another member had it.`,
    access: "member",
    body: jsonBody(subscribeSchema),
    responses: {
      200: doneAnswer("The device already took the member's notices."),
      201: doneAnswer("The device takes the member's notices now."),
      409: refused("pushEndpointTaken"),
      429: COMMON.rateLimited("new devices this hour (20)"),
    },
  },
  {
    method: "DELETE",
    path: "/api/push/subscriptions",
    tag,
    summary: "Turn notifications off for a device",
    access: "member",
    body: jsonBody(unsubscribeSchema),
    responses: {
      200: doneAnswer("The device no longer takes the member's notices."),
      404: refused("noSuchPushSubscription"),
    },
  },
];
