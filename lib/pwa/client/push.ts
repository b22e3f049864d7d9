"use client";

import { requestJson, type UploadAnswer } from "@/lib/client/upload";
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from "../addresses";

// This browser's side of Web Push: whether it can take pushes, whether it does, and turning them on and off
// (the browser's subscription, and the server's record of it: POST and DELETE /api/push/subscriptions).

/** What this browser can do about pushes now. */
export type PushState = "unsupported" | "blocked" | "off" | "on";

/** How long to wait for the service worker to be active (it registers as the page loads: components/pwa). */
const WORKER_WAIT_MS = 5000;

/** The active service worker's registration; undefined without one (the development server registers none). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), WORKER_WAIT_MS)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function pushState(): Promise<PushState> {
  const registered = await registration();
  if (!registered) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await registered.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** The server's public key, as the browser takes it. */
async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(PUSH_KEY_PATH);
  const { data } = (await response.json()) as { data: { publicKey: string } };
  const base64 = data.publicKey.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The browser's subscription made with the server's key now, replacing one made with an older key. */
async function subscription(registered: ServiceWorkerRegistration, create: boolean) {
  const key = await serverKey();
  const held = await registered.pushManager.getSubscription();
  if (held && sameBytes(held.options.applicationServerKey, key)) return held;
  if (held) await held.unsubscribe();
  if (!held && !create) return null;
  return registered.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Records the subscription with the server; a refusal (not a passing limit) drops it from the browser too. */
async function record(held: PushSubscription): Promise<UploadAnswer> {
  const answer = await requestJson("POST", PUSH_SUBSCRIPTIONS_PATH, held.toJSON());
  if (!answer.ok && answer.status !== 429 && answer.status < 500) await held.unsubscribe();
  return answer;
}

/**
 * Asks the browser's permission, subscribes, and tells the server. Answers the server's answer, or the state
 * the browser left it in when it went no further: blocked, still off (the question dismissed), unsupported.
 */
export async function turnPushOn(): Promise<UploadAnswer | PushState> {
  const registered = await registration();
  if (!registered) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  return record((await subscription(registered, true))!);
}

/**
 * Tells the server again of this browser's subscription, when it has one: the server forgets every device when
 * the member signs out everywhere or resets the password, and this device, still signed in, takes them back. A
 * subscription made with an older key of the server's is made anew.
 */
export async function renewPush(): Promise<void> {
  const registered = await registration();
  if (!registered || Notification.permission !== "granted") return;
  const held = await subscription(registered, false);
  if (held) await record(held);
}

/**
 * Tells the server, then drops the browser's subscription. Waits for no worker: without one registered there
 * is no subscription (signing out calls this, and must not wait).
 */
export async function turnPushOff(): Promise<UploadAnswer | undefined> {
  const registered = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const held = await registered?.pushManager?.getSubscription();
  if (!held) return undefined;
  const answer = await requestJson("DELETE", PUSH_SUBSCRIPTIONS_PATH, { endpoint: held.endpoint });
  await held.unsubscribe();
  return answer;
}
