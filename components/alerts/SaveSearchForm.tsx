"use client";

import { Link } from "@/lib/i18n/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/forms/Field";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { useRequest } from "@/lib/client/use-request";
import { SearchFields } from "./SearchFields";

const FREQUENCIES = [
  { value: "weekly", words: "once a week" },
  { value: "daily", words: "once a day" },
] as const;
type Frequency = (typeof FREQUENCIES)[number]["value"];

const linkClass = "font-semibold text-brand-700 underline";

/** The form of "Save this search" (loaded when it is opened): a talent search's name and how often it alerts. */
export function SaveSearchForm({ params, suggestedName }: { params: string; suggestedName: string }) {
  const { busy, send } = useRequest();
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<Frequency>("weekly");
  const [saved, setSaved] = useState<{ name: string; frequency: Frequency }>();
  const [refusal, setRefusal] = useState<string>();

  if (saved) {
    const words = FREQUENCIES.find((f) => f.value === saved.frequency)?.words;
    return (
      <p className="w-full text-sm break-words text-gray-700" role="status">
        Saved: &ldquo;{saved.name}&rdquo;. You will hear {words} of new and updated members who match.{" "}
        <Link href={SAVED_SEARCHES_PATH} className={linkClass}>
          Your saved searches
        </Link>
      </p>
    );
  }
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const answer = await send(
      "POST",
      "/api/saved-searches",
      { kind: "talent", name: name.trim(), params, frequency },
      { done: "Search saved.", failed: "The search could not be saved." },
    );
    if (answer?.ok) setSaved({ name: name.trim(), frequency });
    // Already saved, or too many saved: the way out is on the saved searches page.
    else if (answer?.status === 409) setRefusal(answer.body.message ?? "The search could not be saved.");
  };
  return (
    <form
      onSubmit={save}
      aria-label="Save this search"
      className="grid w-full max-w-xl gap-4 rounded-xl border border-gray-200 bg-white p-4"
    >
      <SearchFields
        name={name}
        onName={setName}
        frequency={frequency}
        onFrequency={setFrequency}
        choices={FREQUENCIES.map((f) => f.value)}
        hint="You are told in the bell, by mail and as you chose in your settings, of new and updated members who match."
      />
      {refusal && (
        <p className="text-sm text-red-700">
          {refusal}{" "}
          <Link href={SAVED_SEARCHES_PATH} className={linkClass}>
            Your saved searches
          </Link>
        </p>
      )}
      <button type="submit" disabled={busy || !name.trim()} className={`${buttonClass} justify-self-start`}>
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  );
}
