"use client";

import { useTranslations } from "#words";
import { useEffect } from "react";

/**
 * Registers the service worker once the page has loaded (production builds only: the development server has
 * none). Its code comes then too, after what the page needs first.
 */
export function ServiceWorker() {
  const t = useTranslations("LayoutClient");
  useEffect(() => {
    // The build's mode, which the bundler writes in as a constant: the development server builds no worker.
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () =>
      void import("./register-service-worker").then(({ registerServiceWorker }) => registerServiceWorker(t));
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, [t]);
  return null;
}
