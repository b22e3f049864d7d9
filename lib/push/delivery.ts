import "server-only";
import webpush from "web-push";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { config } from "../server/config.ts";
import { outboxJson, writeToOutbox } from "../server/outbox.ts";
import { db } from "../server/db.ts";
import { isAllowedPushEndpoint } from "./service-origins.ts";
import { vapidKeys } from "./vapid.ts";

// How a push leaves: as a job, after the request, retried with backoff while the push service fails for now
// (a 429, a 5xx, no answer). The payload is encrypted to the browser's keys (RFC 8291, aes128gcm) and signed
// with our VAPID key by the web-push package, and posted with fetch (web-push would only speak https, and
// would follow no timeout of ours). A 404 or 410 means the browser dropped the subscription, a 403 that it was
// made with another key than ours: it is deleted.
// With PUSH_OUTBOX (the default without VAPID keys set) each push is written as a .json file instead.

/** What the service worker shows (lib/pwa/worker/service-worker.ts): words in the member's language. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page it opens: a path of this site, in the member's language. */
  url: string;
  /** Pushes with the same tag replace each other on the device (one per conversation). */
  tag: string;
}

export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

const PUSH_JOB = "push";
const TIMEOUT_MS = 10_000;
/** A notice a day old is in the bell and the mail: the push service may drop it by then. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

async function writePushToOutbox(endpoint: string, job: PushJob): Promise<void> {
  const file = {
    endpoint,
    subscriptionId: job.subscriptionId,
    payload: job.payload,
    createdAt: new Date().toISOString(),
  };
  await writeToOutbox(config.pushOutboxDir, ".json", outboxJson(file));
}

/** The push service's address without the browser's token, for the logs. */
const serviceOf = (endpoint: string) => new URL(endpoint).origin;

async function post(subscription: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload) {
  const { endpoint, p256dh, auth } = subscription;
  const { publicKey, privateKey } = vapidKeys();
  const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: config.vapidSubject, publicKey, privateKey },
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    return await fetch(endpoint, {
      method: "POST",
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    const why = name === "TimeoutError" ? `no answer in ${TIMEOUT_MS / 1000} s` : (cause?.code ?? message);
    throw new Error(`The push service ${serviceOf(endpoint)} could not be reached: ${why}`);
  }
}

/** Sends one push now: to its push service, or into the outbox folder. */
export async function deliverPush(job: PushJob): Promise<void> {
  const subscription = await db().pushSubscription.findUnique({ where: { id: job.subscriptionId } });
  if (!subscription) return; // turned off since
  const { id, endpoint } = subscription;
  if (!isAllowedPushEndpoint(endpoint)) {
    // PUSH_SERVICE_ORIGINS changed since it was made: nothing goes to a service no longer trusted.
    await db().pushSubscription.deleteMany({ where: { id, endpoint } });
    console.warn(`[push] ${serviceOf(endpoint)} is not on PUSH_SERVICE_ORIGINS: its subscription is deleted`);
    return;
  }
  if (config.pushOutbox) return writePushToOutbox(endpoint, job);
  const response = await post(subscription, job.payload);
  if (response.ok) return void (await response.body?.cancel());
  // 404, 410: the browser dropped the subscription. 403: it was made with another VAPID key than ours (the
  // browser makes it anew with ours when the member next opens the settings).
  if ([403, 404, 410].includes(response.status)) {
    await response.body?.cancel();
    await db().pushSubscription.deleteMany({ where: { id, endpoint } });
    if (response.status === 403)
      console.warn(`[push] ${serviceOf(endpoint)} refused our VAPID key: subscription deleted`);
    return;
  }
  const said = (await response.text()).slice(0, 200);
  const reason = `${serviceOf(endpoint)} answered ${response.status}: ${said || response.statusText}`;
  if (response.status === 429 || response.status >= 500) throw new Error(`push not sent: ${reason}`);
  // Not thrown: the same request would get the same refusal (a payload too large, a key it does not take).
  console.error(`[push] not sent, and not tried again: ${reason}`);
}

defineJob(PUSH_JOB, (job: PushJob) => deliverPush(job));

/** Sends a push after the current request; delivery never blocks or fails what caused it. */
export function sendPush(job: PushJob): void {
  enqueue(PUSH_JOB, job);
}
