"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useState } from "react";
import { ConfirmedRequestButton } from "@/components/hiring/ConfirmedRequestButton";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { countArgument } from "@/lib/i18n/formats";
import { SessionForm, type SessionFormInitial } from "./SessionForm";

const QUIET =
  "rounded-full border border-gray-300 px-3 py-1 text-sm font-semibold hover:border-brand-600 disabled:opacity-60";

/** A session's actions: autofill with the shortlisted, change, print, the CSV, cancel. */
export function SessionTools({
  session,
  callId,
  today,
  csv,
  waiting,
  live,
  roles,
}: {
  session: SessionFormInitial;
  callId: string;
  today: string;
  /** The schedule's CSV address. */
  csv: string;
  /** Shortlisted applicants not invited to any session yet. */
  waiting: number;
  /** Not cancelled, not over. */
  live: boolean;
  /** The call's roles: with more than one, autofill may take one role's shortlist. */
  roles: { id: string; name: string }[];
}) {
  const t = useTranslations("AuditionsClient");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [editing, setEditing] = useState(false);
  const [roleId, setRoleId] = useState("");
  return (
    <div className="grid gap-3 print:hidden">
      <div className="flex flex-wrap gap-2">
        {live && roles.length > 1 && (
          <label className="text-sm">
            <span className="sr-only">{t("tools.autofillOf")}</span>
            <select
              value={roleId}
              onChange={(event) => setRoleId(event.target.value)}
              className="rounded-full border border-gray-300 px-2 py-1"
            >
              <option value="">{t("tools.everyRole")}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {live && (
          <button
            type="button"
            disabled={!hydrated || busy || waiting === 0}
            onClick={() =>
              void send(
                "POST",
                `/api/sessions/${session.id}/invites`,
                { autofill: true, ...(roleId ? { roleId } : {}) },
                { done: (a) => a.body.message ?? t("invite.done"), failed: t("tools.autofillFailed") },
              )
            }
            className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy ? t("invite.busy") : t("tools.autofill", { count: countArgument(locale, waiting) })}
          </button>
        )}
        {live && (
          <button type="button" onClick={() => setEditing((e) => !e)} className={QUIET} aria-expanded={editing}>
            {t("tools.change")}
          </button>
        )}
        <button type="button" onClick={() => window.print()} className={QUIET}>
          {t("tools.print")}
        </button>
        <a href={csv} className={QUIET} download>
          {t("tools.csv")}
        </a>
        {live && (
          <ConfirmedRequestButton
            confirm={t("tools.cancel.confirm")}
            method="DELETE"
            url={`/api/sessions/${session.id}`}
            done={t("tools.cancel.done")}
            failed={t("tools.cancel.failed")}
            busyLabel={t("tools.cancel.busy")}
            className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 underline disabled:opacity-60"
          >
            {t("tools.cancel.label")}
          </ConfirmedRequestButton>
        )}
      </div>
      {editing && (
        <div className="rounded-xl border border-gray-100 p-4">
          <SessionForm callId={callId} initial={session} today={today} onDone={() => setEditing(false)} />
        </div>
      )}
    </div>
  );
}
