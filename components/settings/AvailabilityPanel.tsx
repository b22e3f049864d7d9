"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useState } from "react";
import { AVAILABILITY_STATES, type Availability, type AvailabilityState } from "@/lib/profiles/availability-states";
import { todayInIndia } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n/date-labels";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { buttonClass, Field, inputClass } from "../forms/Field";

/** Whether the member can take work: shown on their card and profile, and what casting searches on. */
export function AvailabilityPanel({ initial }: { initial: Availability }) {
  const t = useTranslations("SettingsClient");
  // The states' names are the profile's (AvailabilityBadge): lib/profiles/availability-states.ts in English.
  const names = useTranslations("ProfileClient");
  const locale = usePageLocale();
  const stateName = (state: AvailabilityState) =>
    state === "AVAILABLE"
      ? names("availability.available")
      : state === "ON_SHOOT"
        ? names("availability.onShoot")
        : names("availability.notAvailable");
  /** "On a shoot until 12 Dec 2026", in the page's language. */
  const shown = ({ state, until }: Availability) =>
    state === "ON_SHOOT" && until
      ? names("availability.onShootUntil", { day: dayLabel(until, "short", locale) })
      : stateName(state);
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [state, setState] = useState<AvailabilityState>(initial.state);
  const [until, setUntil] = useState(initial.until ?? "");
  const [error, setError] = useState<string>();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const body = { availability: state, until: state === "ON_SHOOT" ? until : null };
    const answer = await send("PUT", "/api/user/availability", body, {
      // The API says so in the page's language (the request asks for it).
      done: (ok) => ok.body.message ?? t("availability.saved"),
      failed: t("availability.failed"),
    });
    if (answer && !answer.ok) setError(answer.body.errors?.until);
  };

  return (
    <form
      onSubmit={save}
      className="grid gap-4 rounded-2xl border border-gray-100 p-5"
      aria-labelledby="availability-title"
    >
      <div>
        <h2 id="availability-title" className="text-xl font-semibold">
          {t("availability.title")}
        </h2>
        <p className="text-sm text-gray-600">
          {t.rich("availability.showing", { state: shown(initial), strong: (chunks) => <strong>{chunks}</strong> })}{" "}
          {t("availability.searchable")}
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">{t("availability.yours")}</legend>
        {AVAILABILITY_STATES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="availability"
              value={value}
              checked={state === value}
              onChange={() => setState(value)}
              className="h-4 w-4 accent-brand-600"
            />
            {stateName(value)}
          </label>
        ))}
      </fieldset>
      {state === "ON_SHOOT" && (
        <div className="max-w-xs">
          <Field label={t("availability.lastDay")} required error={error} hint={t("availability.lastDayHint")}>
            {(a11y) => (
              <input
                {...a11y}
                type="date"
                min={todayInIndia()}
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      )}
      <div>
        <button type="submit" disabled={!hydrated || busy} className={buttonClass}>
          {busy ? t("common.saving") : t("availability.save")}
        </button>
      </div>
    </form>
  );
}
