"use client";

import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/forms/Field";
import {
  FREQUENCIES_OF,
  INSTANT_ALERTS_PER_HOUR,
  SAVED_SEARCHES_PATH,
  type AlertFrequency,
} from "@/lib/alerts/options";
import { useSession } from "@/lib/client/session";
import { useRequest } from "@/lib/client/use-request";
import { SearchFields } from "./SearchFields";

type Frequency = Exclude<AlertFrequency, "off">;
const CHOICES = FREQUENCIES_OF.calls.filter((f): f is Frequency => f !== "off");
const WHEN: Record<Frequency, string> = {
  instant: "as soon as they are published",
  daily: "each morning",
  weekly: "each Monday morning",
};

/**
 * Under the jobs page's filters: saves them as a search that alerts the member (bell, mail, and WhatsApp
 * if they chose it) as soon as a matching call is published, or in a morning digest. Visitors are asked to
 * sign in first, and come back to the same filters.
 */
export function CallAlertButton({ params, suggestedName }: { params: string; suggestedName: string }) {
  const { status } = useSession();
  const { busy, send } = useRequest();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Frequency>();
  const [frequency, setFrequency] = useState<Frequency>("instant");
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
        Saved: you will hear of new calls like these {WHEN[saved]}.{" "}
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
      { kind: "calls", name, params, frequency },
      { done: "Search saved.", failed: "The search could not be saved." },
    );
    if (answer?.ok) setSaved(frequency);
  };
  return (
    <form
      onSubmit={save}
      aria-label="Alert me to new calls like these"
      className="grid max-w-xl gap-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <SearchFields
        name={name}
        onName={setName}
        frequency={frequency}
        onFrequency={setFrequency}
        choices={CHOICES}
        hint={`In the bell, by mail, and on WhatsApp if you turned it on in your settings; at once means at most ${INSTANT_ALERTS_PER_HOUR} calls an hour, the rest in the next morning's digest.`}
      />
      <button type="submit" disabled={busy || !name.trim()} className={`${buttonClass} justify-self-start`}>
        {busy ? "Saving…" : "Save and alert me"}
      </button>
    </form>
  );
}
