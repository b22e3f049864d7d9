"use client";

import type { useTranslations } from "#words";
import { toast } from "@/lib/client/toast";
import { SERVICE_WORKER_PATH } from "@/lib/pwa/addresses";

/**
 * Registers the service worker, and says when a new version has arrived while an old one runs this page: it
 * takes over on the next visit, or now if asked.
 */
export function registerServiceWorker(t: ReturnType<typeof useTranslations<"LayoutClient">>): void {
  const workers = navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) =>
    toast.info(t("app.updateReady"), {
      duration: 15_000,
      action: {
        label: t("app.useNow"),
        onClick: () => {
          workers.addEventListener("controllerchange", () => window.location.reload(), { once: true });
          waiting.postMessage({ type: "SKIP_WAITING" });
        },
      },
    });
  void workers
    .register(SERVICE_WORKER_PATH)
    .then((registration) => {
      // A new version that arrived on an earlier visit and still waits; else one that arrives now.
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const incoming = registration.installing;
        incoming?.addEventListener("statechange", () => {
          if (incoming.state === "installed" && workers.controller) offer(incoming);
        });
      });
    })
    .catch((error: unknown) => console.warn("[app] the service worker did not register:", error));
}
