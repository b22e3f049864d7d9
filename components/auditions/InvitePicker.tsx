"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { countArgument } from "@/lib/i18n/formats";

interface Option {
  applicationId: string;
  name: string;
  role: string;
}

/**
 * Invites chosen shortlisted applicants to a session (POST /api/sessions/{id}/invites): into one slot, or the
 * earliest with room. Each is told by notification and mail, with a calendar file.
 */
export function InvitePicker({
  sessionId,
  candidates,
  slots,
}: {
  sessionId: string;
  candidates: Option[];
  slots: { id: string; label: string; free: number }[];
}) {
  const t = useTranslations("AuditionsClient");
  const locale = usePageLocale();
  const count = (n: number) => countArgument(locale, n);
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [chosen, setChosen] = useState<string[]>([]);
  const [slotId, setSlotId] = useState("");
  if (!candidates.length) return null;
  const toggle = (id: string) => setChosen((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
  const invite = async () => {
    const answer = await send(
      "POST",
      `/api/sessions/${sessionId}/invites`,
      { applicationIds: chosen, ...(slotId ? { slotId } : {}) },
      { done: (a) => a.body.message ?? t("invite.done"), failed: t("invite.failed") },
    );
    if (answer?.ok) setChosen([]);
  };
  return (
    <details className="rounded-xl border border-gray-100 p-3 print:hidden" data-testid="invite-picker">
      <summary className="cursor-pointer text-sm font-semibold">
        {t("invite.summary", { count: count(candidates.length) })}
      </summary>
      <fieldset className="mt-3 grid gap-1.5">
        <legend className="sr-only">{t("invite.legend")}</legend>
        {candidates.map((c) => (
          <label key={c.applicationId} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(c.applicationId)}
              onChange={() => toggle(c.applicationId)}
            />
            <span>
              {c.name} <span className="text-gray-600">· {c.role}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-xs">
          {t("invite.slot")}
          <select
            value={slotId}
            onChange={(event) => setSlotId(event.target.value)}
            className="rounded-lg border border-gray-300 px-2 py-1.5 text-sm"
          >
            <option value="">{t("invite.earliest")}</option>
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id} disabled={slot.free <= 0}>
                {t("slot.free", { time: slot.label, free: slot.free })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={invite}
          disabled={!hydrated || busy || !chosen.length}
          className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
        >
          {busy ? t("invite.busy") : t("invite.button", { count: chosen.length, total: count(chosen.length) })}
        </button>
      </div>
    </details>
  );
}
