"use client";

import { useTranslations } from "#words";
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { pushState, renewPush, turnPushOff, turnPushOn, type PushState } from "@/lib/pwa/client/push";

/** "Notifications on this device": turns this browser's pushes on or off, saying why when it cannot. */
export function PushToggle() {
  const t = useTranslations("LayoutClient");
  const [state, setState] = useState<PushState | "unknown">("unknown");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void pushState().then((now) => {
      setState(now);
      if (now === "on") void renewPush().catch(() => undefined);
    });
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      // A state answered instead (blocked, the question dismissed) shows in the switch and its note.
      const answer = on ? await turnPushOn() : await turnPushOff();
      if (answer && typeof answer !== "string") {
        if (answer.ok) toast.success(t(on ? "push.on" : "push.off"));
        else toast.error(answer.body.message ?? t("push.failed"));
      }
      setState(await pushState());
    } catch {
      toast.error(t("push.failed"));
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };

  const note =
    state === "unsupported" ? t("push.unsupported") : state === "blocked" ? t("push.blocked") : t("push.hint");
  return (
    <section className="rounded-2xl border border-gray-100 p-4" data-testid="push-toggle">
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={state === "on"}
          disabled={busy || state === "unknown" || state === "unsupported" || state === "blocked"}
          onChange={(event) => void change(event.target.checked)}
        />
        {t("push.toggle")}
      </label>
      <p className="mt-1 text-sm text-gray-600">{note}</p>
    </section>
  );
}
