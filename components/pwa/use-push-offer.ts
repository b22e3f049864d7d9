"use client";

import { useTranslations } from "#words";
import { useCallback } from "react";

/**
 * What to call after something a member will want to hear back about (a first application, booking request or
 * message): offers notifications on this device, once per browser, never on a first visit. The offer's code
 * (and the push client it turns them on with) loads only when it is called.
 */
export function usePushOffer(): () => void {
  const t = useTranslations("LayoutClient");
  return useCallback(() => void import("./push-offer").then(({ offerPushOnce }) => offerPushOnce(t)), [t]);
}
