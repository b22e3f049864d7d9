"use client";

import type { useTranslations } from "#words";
import { toast } from "@/lib/client/toast";
import { pushState, turnPushOn } from "@/lib/pwa/client/push";

const OFFERED_KEY = "castfolio.pushOffered";

/**
 * Offers notifications if this browser has never been offered them, and they are off and may be asked for; the
 * browser's own question comes only if the member says yes.
 */
export async function offerPushOnce(t: ReturnType<typeof useTranslations<"LayoutClient">>): Promise<void> {
  if (localStorage.getItem(OFFERED_KEY) || !("Notification" in window) || Notification.permission !== "default") return;
  if ((await pushState()) !== "off" || localStorage.getItem(OFFERED_KEY)) return;
  localStorage.setItem(OFFERED_KEY, new Date().toISOString());
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
  });
}
