"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useState } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { todayInIndia } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n/date-labels";

/** Closes days for bookings (or opens them again), and lists the days closed from today. */
export function BlockDaysForm({ blocked }: { blocked: string[] }) {
  const t = useTranslations("SettingsClient");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const today = todayInIndia();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState("");
  const submit = (close: boolean) => {
    if (!from) return setError(t("blocked.chooseFirst"));
    setError("");
    void send(
      "PUT",
      "/api/rentals/mine/blocked",
      { from, to: to || from, blocked: close },
      {
        done: close ? t("blocked.closed") : t("blocked.opened"),
        failed: t("blocked.failed"),
      },
    );
  };
  return (
    <div className="grid gap-4 rounded-2xl border border-gray-100 p-5" data-testid="block-days">
      <h2 className="text-xl font-semibold">{t("blocked.title")}</h2>
      <p className="text-sm text-gray-600">{t("blocked.lead")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("blocked.from")} error={error}>
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              min={today}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t("blocked.to")}>
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              min={from || today}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => submit(true)}
          className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {t("blocked.close")}
        </button>
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => submit(false)}
          className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600 disabled:opacity-60"
        >
          {t("blocked.open")}
        </button>
      </div>
      {blocked.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">{t("blocked.closedFromToday")}</h3>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm" data-testid="blocked-days">
            {blocked.map((day) => (
              <li key={day} className="rounded-full bg-gray-100 px-3 py-1">
                {dayLabel(day, "short", locale)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-gray-600">{t("blocked.none")}</p>
      )}
    </div>
  );
}
