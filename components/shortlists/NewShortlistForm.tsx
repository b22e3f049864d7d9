"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import { buttonClass, Field, inputClass } from "../forms/Field";

export function NewShortlistForm() {
  const t = useTranslations("ShortlistsClient");
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const answer = await send(
      "POST",
      "/api/shortlists",
      { name },
      {
        done: t("create.done", { name: name.trim() }),
        failed: t("create.failed"),
      },
    );
    if (answer?.ok) setName("");
    else if (answer) setError(answer.body.errors?.name ?? answer.body.message);
  };
  return (
    <form onSubmit={create} className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-100 p-5">
      <div className="min-w-60 flex-1">
        <Field label={t("create.label")} error={error}>
          {(a11y) => (
            <input
              {...a11y}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={SHORTLIST_LIMITS.nameLength}
              placeholder={t("create.placeholder")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <button type="submit" disabled={!hydrated || busy || !name.trim()} className={buttonClass}>
        {t("create.submit")}
      </button>
    </form>
  );
}
