"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useState } from "react";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import type { AlertPreferencesView } from "@/lib/alerts/preferences-view";
import { useRequest } from "@/lib/client/use-request";

const shown = (digits: string | null) => (digits ? `+${digits}` : "");

/**
 * Where saved searches' alerts reach the member besides the bell: mail, and WhatsApp once the number is
 * confirmed with the code sent there (PUT /api/me/alert-preferences, then POST …/whatsapp-code).
 */
export function AlertsPanel({ initial }: { initial: AlertPreferencesView }) {
  const t = useTranslations("SettingsClient");
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
        // The API says so in the page's language (the request asks for it), naming a number a code went to.
        done: (ok) => ok.body.message ?? t("alerts.saved"),
        failed: t("alerts.failed"),
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
      { done: t("alerts.confirmed"), failed: t("alerts.codeFailed") },
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
          {t("alerts.title")}
        </h2>
        <p className="text-sm text-gray-600">
          {t.rich("alerts.lead", {
            link: (chunks) => (
              <Link href={SAVED_SEARCHES_PATH} className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <form onSubmit={save} className="grid gap-3" aria-label={t("alerts.title")}>
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={mail}
            onChange={(e) => setMail(e.target.checked)}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          {t("alerts.byMail")}
        </label>
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            checked={whatsapp}
            onChange={(e) => setWhatsapp(e.target.checked)}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          {t("alerts.onWhatsapp")}
        </label>
        {whatsapp && (
          <Field label={t("alerts.number")} hint={t("alerts.numberHint")} error={errors.whatsappNumber} required>
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
            {saved.whatsapp
              ? t("alerts.goTo", { number: shown(saved.whatsappNumber) })
              : t("alerts.goToWhenTicked", { number: shown(saved.whatsappNumber) })}
          </p>
        )}
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {busy ? t("common.saving") : t("alerts.save")}
          </button>
        </div>
      </form>
      {saved.pendingWhatsappNumber && (
        <form
          onSubmit={confirm}
          className="grid gap-3 rounded-xl bg-brand-50 p-4"
          aria-label={t("alerts.confirmNumber")}
        >
          <Field
            label={t("alerts.code", { number: shown(saved.pendingWhatsappNumber) })}
            hint={t("alerts.codeHint")}
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
              {t("alerts.confirm")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
