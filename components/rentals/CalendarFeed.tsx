"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequestWords } from "@/lib/client/use-request";
import { requestJson } from "@/lib/client/upload";

/**
 * The owner's private calendar address (booked and closed days) for their phone's calendar app. The
 * address is shown once when made; making a new one stops the old one, and so does turning it off.
 */
export function CalendarFeed({ active }: { active: boolean }) {
  const t = useTranslations("SettingsClient");
  const words = useRequestWords();
  const hydrated = useHydrated();
  const [url, setUrl] = useState<string | null>(null);
  const [on, setOn] = useState(active);
  const [busy, setBusy] = useState(false);
  const call = async (method: "POST" | "DELETE") => {
    setBusy(true);
    try {
      const answer = await requestJson(method, "/api/rentals/mine/calendar");
      if (!answer.ok) return toast.error(answer.body.message ?? t("calendar.failed"));
      if (method === "POST") setUrl((answer.body.data as { url: string }).url);
      else setUrl(null);
      setOn(method === "POST");
      // The API says so in the page's language (the request asks for it).
      toast.success(answer.body.message ?? t("common.done"));
    } catch {
      toast.error(words.offline);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-2xl border border-gray-100 p-5" data-testid="calendar-feed">
      <h2 className="text-xl font-semibold">{t("calendar.title")}</h2>
      <p className="text-sm text-gray-600">
        {t("calendar.lead")} {t("calendar.private")}
      </p>
      {url && (
        <input
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-label={t("calendar.address")}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-xs"
          data-testid="calendar-url"
        />
      )}
      {on && !url && (
        <p className="text-sm">
          {t("calendar.on")} {t("calendar.onHelp")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => void call("POST")}
          className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {on ? t("calendar.renew") : t("calendar.make")}
        </button>
        {on && (
          <button
            type="button"
            disabled={!hydrated || busy}
            onClick={() => void call("DELETE")}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600 disabled:opacity-60"
          >
            {t("calendar.off")}
          </button>
        )}
      </div>
    </div>
  );
}
