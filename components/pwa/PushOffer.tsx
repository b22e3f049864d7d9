"use client";

import { useTranslations } from "#words";
import { useEffect } from "react";
import { toast } from "@/lib/client/toast";
import { onPushOffer, turnPushOn } from "@/lib/pwa/client/push";

/**
 * The one-time offer of notifications on this device, made after a first application, booking request or
 * message (offerPush), never on a first visit; the browser's own question comes only if the member says yes.
 */
export function PushOffer() {
  const t = useTranslations("LayoutClient");
  useEffect(
    () =>
      onPushOffer(() =>
        toast.info(t("push.offer"), {
          duration: 20_000,
          action: {
            label: t("push.offerAction"),
            onClick: () => {
              void turnPushOn()
                .then((answer) => {
                  if (answer === "off") return; // the browser's question was dismissed
                  if (typeof answer !== "string" && answer.ok) toast.success(t("push.on"));
                  else if (answer === "blocked") toast.error(t("push.blocked"));
                  else if (typeof answer !== "string") toast.error(answer.body.message ?? t("push.failed"));
                  else toast.error(t("push.failed"));
                })
                .catch(() => toast.error(t("push.failed")));
            },
          },
        }),
      ),
    [t],
  );
  return null;
}
