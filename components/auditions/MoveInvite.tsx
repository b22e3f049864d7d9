"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";

/**
 * Moves an invitation to another slot of its session (PATCH /api/invites/{id} { slotId }); the invitee is
 * told. A slot is chosen, then moved to with the button: arrowing through the list moves nobody.
 */
export function MoveInvite({
  inviteId,
  name,
  slotId,
  slots,
}: {
  inviteId: string;
  name: string;
  slotId: string;
  slots: { id: string; label: string; free: number }[];
}) {
  const t = useTranslations("AuditionsClient");
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [target, setTarget] = useState(slotId);
  return (
    <span className="inline-flex items-center gap-1 text-xs print:hidden">
      <label>
        <span className="sr-only">{t("move.slotFor", { name })}</span>
        <select
          value={target}
          disabled={!hydrated || busy}
          onChange={(event) => setTarget(event.target.value)}
          className="max-w-40 rounded-lg border border-gray-300 px-1.5 py-1"
        >
          {slots.map((slot) => (
            <option key={slot.id} value={slot.id} disabled={slot.id !== slotId && slot.free <= 0}>
              {slot.id === slotId
                ? t("slot.now", { time: slot.label })
                : t("slot.free", { time: slot.label, free: slot.free })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={!hydrated || busy || target === slotId}
        onClick={() =>
          void send(
            "PATCH",
            `/api/invites/${inviteId}`,
            { slotId: target },
            { done: t("move.done", { name }), failed: t("move.failed") },
          )
        }
        className="rounded-full border border-gray-300 px-2 py-1 font-semibold hover:border-brand-600 disabled:opacity-50"
      >
        {t.rich("move.label", { name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
      </button>
    </span>
  );
}
