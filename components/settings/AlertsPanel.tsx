"use client";

import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import type { AlertPreferencesView } from "@/lib/alerts/preferences-view";
import { useRequest } from "@/lib/client/use-request";
import { WHATSAPP_NUMBER_HINT } from "@/lib/whatsapp/phone";

const shown = (digits: string | null) => (digits ? `+${digits}` : "");

/**
 * Where saved searches' alerts reach the member besides the bell: mail, and WhatsApp once the number is
 * confirmed with the code sent there (PUT /api/me/alert-preferences, then POST …/whatsapp-code).
 */
export function AlertsPanel({ initial }: { initial: AlertPreferencesView }) {
  const { busy, send } = useRequest();
  const [saved, setSaved] = useState(initial);
  const [mail, setMail] = useState(initial.mail);
  const [whatsapp, setWhatsapp] = useState(initial.whatsapp);
  const [number, setNumber] = useState(shown(initial.pendingWhatsappNumber ?? initial.whatsappNumber));
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const answer = await send(
      "PUT",
      "/api/me/alert-preferences",
      // The number is sent only while WhatsApp is ticked: a half-typed one behind an unticked box blocks nothing.
      whatsapp ? { mail, whatsapp, whatsappNumber: number.trim() || null } : { mail, whatsapp },
      {
        done: (ok) => ok.body.message ?? "Your alert settings are saved.",
        failed: "Your alert settings could not be saved.",
      },
    );
    const data = answer?.body.data as AlertPreferencesView | undefined;
    if (answer?.ok && data) {
      setSaved(data);
      setNumber(shown(data.pendingWhatsappNumber ?? data.whatsappNumber));
    } else setErrors(answer?.body.errors ?? {});
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const answer = await send(
      "POST",
      "/api/me/alert-preferences/whatsapp-code",
      { code },
      { done: "Your WhatsApp number is confirmed.", failed: "The code could not be checked." },
    );
    if (answer?.ok) {
      setSaved({ ...saved, whatsappNumber: saved.pendingWhatsappNumber, pendingWhatsappNumber: null });
      setCode("");
    } else setErrors(answer?.body.errors ?? {});
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
          <Field label="WhatsApp number" hint={WHATSAPP_NUMBER_HINT} error={errors.whatsappNumber} required>
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
        {saved.whatsappNumber && !saved.pendingWhatsappNumber && (
          <p className="text-sm text-gray-700" data-testid="whatsapp-confirmed">
            Confirmed: alerts go to {shown(saved.whatsappNumber)}
            {saved.whatsapp ? "" : " when WhatsApp is ticked"}.
          </p>
        )}
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {busy ? "Saving…" : "Save alert settings"}
          </button>
        </div>
      </form>
      {saved.pendingWhatsappNumber && (
        <form
          onSubmit={confirm}
          className="grid gap-3 rounded-xl bg-brand-50 p-4"
          aria-label="Confirm your WhatsApp number"
        >
          <Field
            label={`Code sent to ${shown(saved.pendingWhatsappNumber)} on WhatsApp`}
            hint="Six digits. It works for 10 minutes; save your number again for a new one."
            error={errors.code}
            required
          >
            {(a11y) => (
              <input
                {...a11y}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
                required
                className={`${inputClass} max-w-[10rem] tracking-widest`}
              />
            )}
          </Field>
          <div>
            <button type="submit" disabled={busy || code.length !== 6} className={buttonClass}>
              Confirm the number
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
