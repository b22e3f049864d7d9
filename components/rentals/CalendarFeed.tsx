"use client";

import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { OFFLINE_MESSAGE } from "@/lib/client/use-request";

/**
 * The owner's private calendar address (booked and closed days) for their phone's calendar app. The
 * address is shown once when made; making a new one stops the old one, and so does turning it off.
 */
export function CalendarFeed({ active }: { active: boolean }) {
  const hydrated = useHydrated();
  const [url, setUrl] = useState<string | null>(null);
  const [on, setOn] = useState(active);
  const [busy, setBusy] = useState(false);
  const call = async (method: "POST" | "DELETE") => {
    setBusy(true);
    try {
      const answer = await requestJson(method, "/api/rentals/mine/calendar");
      if (!answer.ok) return toast.error(answer.body.message ?? "The calendar address could not be changed.");
      if (method === "POST") setUrl((answer.body.data as { url: string }).url);
      else setUrl(null);
      setOn(method === "POST");
      toast.success(answer.body.message ?? "Done.");
    } catch {
      toast.error(OFFLINE_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-2xl border border-gray-100 p-5" data-testid="calendar-feed">
      <h2 className="text-xl font-semibold">Your bookings in your phone&apos;s calendar</h2>
      <p className="text-sm text-gray-600">
        Add this private address to Google Calendar or your phone&apos;s calendar (&ldquo;subscribe by URL&rdquo;):
        booked and closed days appear there. Anyone with the address can read them, so keep it to yourself.
      </p>
      {url && (
        <input
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-label="Your calendar address"
          className="w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-xs"
          data-testid="calendar-url"
        />
      )}
      {on && !url && (
        <p className="text-sm">Your calendar address is on. Make a new one to see it again (the old one stops).</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => void call("POST")}
          className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {on ? "Make a new address" : "Make my calendar address"}
        </button>
        {on && (
          <button
            type="button"
            disabled={!hydrated || busy}
            onClick={() => void call("DELETE")}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600 disabled:opacity-60"
          >
            Turn it off
          </button>
        )}
      </div>
    </div>
  );
}
