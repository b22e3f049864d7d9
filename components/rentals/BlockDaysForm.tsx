"use client";

import { useState } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { dayLabel, todayInIndia } from "@/lib/dates";

/** Closes days for bookings (or opens them again), and lists the days closed from today. */
export function BlockDaysForm({ blocked }: { blocked: string[] }) {
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const today = todayInIndia();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState("");
  const submit = (close: boolean) => {
    if (!from) return setError("Choose the first day");
    setError("");
    void send(
      "PUT",
      "/api/rentals/mine/blocked",
      { from, to: to || from, blocked: close },
      {
        done: close ? "Those days are closed for bookings." : "Those days are open again.",
        failed: "The days could not be changed.",
      },
    );
  };
  return (
    <div className="grid gap-4 rounded-2xl border border-gray-100 p-5" data-testid="block-days">
      <h2 className="text-xl font-semibold">Close days</h2>
      <p className="text-sm text-gray-600">
        Days you are shooting elsewhere, or not renting. Renters cannot ask for them.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="From" error={error}>
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
        <Field label="To (optional)">
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
          Close these days
        </button>
        <button
          type="button"
          disabled={!hydrated || busy}
          onClick={() => submit(false)}
          className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600 disabled:opacity-60"
        >
          Open them again
        </button>
      </div>
      {blocked.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">Closed from today</h3>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm" data-testid="blocked-days">
            {blocked.map((day) => (
              <li key={day} className="rounded-full bg-gray-100 px-3 py-1">
                {dayLabel(day)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-gray-600">No closed days ahead.</p>
      )}
    </div>
  );
}
