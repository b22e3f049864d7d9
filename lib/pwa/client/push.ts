"use client";

import { requestJson, type UploadAnswer } from "@/lib/client/upload";
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from "../addresses";

// This browser's side of Web Push: whether it can take pushes, whether it does, and turning them on and off
// (the browser's subscription, and the server's record of it: POST and DELETE /api/push/subscriptions).

/** What this browser can do about pushes now. */
export type PushState = "unsupported" | "blocked" | "off" | "on";

/** The service worker's registration, when there is one (production builds register it: components/pwa). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function pushState(): Promise<PushState> {
  const registered = await registration();
  if (!registered) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await registered.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/**
 * Tells the server again of this browser's subscription, when it has one: the server forgets every device when
 * the member signs out everywhere or resets the password, and this device, still signed in, takes them back.
 */
export async function renewPush(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription && Notification.permission === "granted") {
    await requestJson("POST", PUSH_SUBSCRIPTIONS_PATH, subscription.toJSON());
  }
}

/** The server's public key, as the browser takes it. */
async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(PUSH_KEY_PATH);
  const { data } = (await response.json()) as { data: { publicKey: string } };
  const base64 = data.publicKey.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
}

/**
 * Asks the browser's permission, subscribes, and tells the server. Answers the server's answer, or the state
 * the browser left it in (blocked, unsupported) when it went no further.
 */
export async function turnPushOn(): Promise<UploadAnswer | PushState> {
  const registered = await registration();
  if (!registered) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  const subscription =
    (await registered.pushManager.getSubscription()) ??
    (await registered.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await serverKey() }));
  return requestJson("POST", PUSH_SUBSCRIPTIONS_PATH, subscription.toJSON());
}

/** Tells the server, then drops the browser's subscription. */
export async function turnPushOff(): Promise<UploadAnswer | undefined> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return undefined;
  const answer = await requestJson("DELETE", PUSH_SUBSCRIPTIONS_PATH, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return answer;
}

const OFFER_EVENT = "castfolio:push-offer";
const OFFERED_KEY = "castfolio.pushOffered";

/**
 * After something a member will want to hear back about (a first application, booking request or message):
 * asks the layout's PushOffer to offer notifications, once per browser.
 */
export function offerPush(): void {
  window.dispatchEvent(new Event(OFFER_EVENT));
}

/** Runs `offer` on the first offerPush() of this browser that finds pushes off and allowed to be asked for. */
export function onPushOffer(offer: () => void): () => void {
  const listener = () => {
    if (localStorage.getItem(OFFERED_KEY) || !("Notification" in window) || Notification.permission !== "default")
      return;
    void pushState().then((state) => {
      if (state !== "off" || localStorage.getItem(OFFERED_KEY)) return;
      localStorage.setItem(OFFERED_KEY, new Date().toISOString());
      offer();
    });
  };
  window.addEventListener(OFFER_EVENT, listener);
  return () => window.removeEventListener(OFFER_EVENT, listener);
}
