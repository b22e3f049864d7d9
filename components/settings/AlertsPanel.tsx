"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import type { AlertPreferencesView } from "@/lib/alerts/preferences-view";
import { useRequest } from "@/lib/client/use-request";
import { WHATSAPP_NUMBER_HINT } from "@/lib/whatsapp/phone";

/** Where saved searches' alerts reach the member besides the bell: mail, WhatsApp (PUT /api/me/alert-preferences). */
export function AlertsPanel({ initial }: { initial: AlertPreferencesView }) {
  const { busy, send } = useRequest();
  const [mail, setMail] = useState(initial.mail);
  const [whatsapp, setWhatsapp] = useState(initial.whatsapp);
  const [number, setNumber] = useState(initial.whatsappNumber ? `+${initial.whatsappNumber}` : "");
  const [error, setError] = useState<string>();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const answer = await send(
      "PUT",
      "/api/me/alert-preferences",
      { mail, whatsapp, whatsappNumber: number.trim() || null },
      { done: "Your alert settings are saved.", failed: "Your alert settings could not be saved." },
    );
    const saved = answer?.body.data as AlertPreferencesView | undefined;
    if (answer?.ok && saved) setNumber(saved.whatsappNumber ? `+${saved.whatsappNumber}` : "");
    else setError(answer?.body.errors?.whatsappNumber);
  };

  return (
    <section id="alerts" className="grid gap-3 rounded-2xl border border-gray-100 p-5" aria-labelledby="alerts-title">
      <div>
        <h2 id="alerts-title" className="text-xl font-semibold">
          Alerts
        </h2>
        <p className="text-sm text-gray-600">
          Your{" "}
          <Link href={SAVED_SEARCHES_PATH} className="text-brand-700 underline">
            saved searches
          </Link>{" "}
          always tell you in the bell. Choose where else.
        </p>
      </div>
      <form onSubmit={save} className="grid gap-3" aria-label="Alerts">
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={mail}
            onChange={(e) => setMail(e.target.checked)}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          By mail (each mail has a link that stops its search&apos;s alerts in one click)
        </label>
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={whatsapp}
            onChange={(e) => setWhatsapp(e.target.checked)}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          On WhatsApp
        </label>
        {whatsapp && (
          <Field label="WhatsApp number" hint={WHATSAPP_NUMBER_HINT} error={error} required>
            {(a11y) => (
              <input
                {...a11y}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                maxLength={40}
                required
                className={`${inputClass} max-w-xs`}
              />
            )}
          </Field>
        )}
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {busy ? "Saving…" : "Save alert settings"}
          </button>
        </div>
      </form>
    </section>
  );
}
