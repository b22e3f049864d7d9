"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import { buttonClass, Field, inputClass } from "../forms/Field";

export function NewShortlistForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await requestJson("POST", "/api/shortlists", { name });
      if (!answer.ok) {
        setError(answer.body.errors?.name ?? answer.body.message);
        return;
      }
      setName("");
      toast.success(`Shortlist “${name.trim()}” created.`);
      router.refresh();
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={create} className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-100 p-5">
      <div className="min-w-60 flex-1">
        <Field label="New shortlist" error={error}>
          {(a11y) => (
            <input
              {...a11y}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={SHORTLIST_LIMITS.nameLength}
              placeholder="e.g. Heroine – Monsoon Letters"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <button type="submit" disabled={!hydrated || busy || !name.trim()} className={buttonClass}>
        Create
      </button>
    </form>
  );
}
