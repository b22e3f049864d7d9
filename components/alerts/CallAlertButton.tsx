"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { useSession } from "@/lib/client/session";
import { useRequest } from "@/lib/client/use-request";

/**
 * Under the jobs page's filters: saves them as a search that alerts the member (bell and mail) as soon
 * as a matching call is published. Visitors are asked to sign in first, and come back to the same filters.
 */
export function CallAlertButton({ params, suggestedName }: { params: string; suggestedName: string }) {
  const { status } = useSession();
  const { busy, send } = useRequest();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const [name, setName] = useState(suggestedName);
  const here = `/job-grid-one${params ? `?${params}` : ""}`;

  if (status === "unauthenticated") {
    return (
      <Link
        href={`/login?callbackUrl=${encodeURIComponent(here)}`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        Sign in to be alerted to new calls like these
      </Link>
    );
  }
  if (saved) {
    return (
      <p className="text-sm text-gray-700" role="status">
        Saved: you will hear of new calls like these at once.{" "}
        <Link href={SAVED_SEARCHES_PATH} className="font-semibold text-brand-700 underline">
          Your saved searches
        </Link>
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        disabled={status !== "authenticated"}
        onClick={() => setOpen(true)}
        className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        Alert me to new calls like these
      </button>
    );
  }
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await send(
      "POST",
      "/api/saved-searches",
      { kind: "calls", name, params, frequency: "instant" },
      { done: "Search saved.", failed: "The search could not be saved." },
    );
    if (answer?.ok) setSaved(true);
  };
  return (
    <form
      onSubmit={save}
      aria-label="Alert me to new calls like these"
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <Field label="Name this search" hint="You are told in the bell and by mail when a matching call is published.">
        {(a11y) => (
          <input
            {...a11y}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
            required
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" disabled={busy || !name.trim()} className={buttonClass}>
        {busy ? "Saving…" : "Save and alert me"}
      </button>
    </form>
  );
}
