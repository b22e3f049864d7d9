"use client";

import { useTranslations } from "#words";
import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { ADULT_AGE } from "@/lib/members/minors";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { buttonClass, Field, inputClass } from "../forms/Field";
import { GuardianRelationSelect, type GuardianRelationWords } from "../forms/GuardianRelationSelect";

// The parent or guardian who holds a minor's account (GET and PUT /api/me/guardian). The privacy panel
// reads the same answer (is the member a minor?), so it is loaded once for both into a small shared store.

interface Guardian {
  name: string;
  relation: string;
  email: string;
  phone: string;
  confirmed: boolean;
}

interface GuardianState {
  guardian: Guardian | null;
  minor: boolean;
  awaitingGuardian: boolean;
}

/** undefined while loading; null when it could not be read. */
let state: GuardianState | null | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: GuardianState | null) {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the answer afresh (once for every panel that mounts together). */
function reload(): Promise<void> {
  loading ??= fetch("/api/me/guardian", { cache: "no-store" })
    .then(async (res) => {
      const body = (await res.json().catch(() => ({}))) as { data?: GuardianState };
      set(res.ok && body.data ? body.data : null);
    })
    .catch(() => set(null))
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's guardian and whether they are a minor: undefined while loading, null when unknown. */
export function useGuardianState(): GuardianState | null | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => undefined,
  );
  useEffect(() => {
    void reload();
  }, []);
  return current;
}

const SECTION = "grid gap-4 rounded-2xl border border-gray-100 p-5";

/** `relations`: the relation select's words in the page's language (guardianRelationWords, on the server). */
export function GuardianPanel({ relations }: { relations: GuardianRelationWords }) {
  const data = useGuardianState();
  if (!data || !(data.minor || data.guardian)) return null;
  return <GuardianForm data={data} relations={relations} />;
}

function GuardianForm({ data, relations }: { data: GuardianState; relations: GuardianRelationWords }) {
  const t = useTranslations("SettingsClient");
  /** A stored relation (lib/members/minors.ts GUARDIAN_RELATIONS, English) as the page's language names it. */
  const relationName = (relation: string) =>
    Object.hasOwn(relations.relations, relation)
      ? relations.relations[relation as keyof GuardianRelationWords["relations"]]
      : relation;
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(!data.guardian);
  const { guardian } = data;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    const body = Object.fromEntries(new FormData(event.currentTarget));
    const answer = await send("PUT", "/api/me/guardian", body, {
      // The API says so in the page's language (the request asks for it).
      done: (ok) => ok.body.message ?? t("guardian.saved"),
      failed: t("guardian.failed"),
    });
    if (!answer) return;
    if (!answer.ok) {
      setErrors(answer.body.errors ?? {});
      return;
    }
    const next = answer.body.data as GuardianState | undefined;
    if (next) set(next);
    setEditing(false);
  };

  return (
    <section className={SECTION} aria-labelledby="guardian-title">
      <div>
        <h2 id="guardian-title" className="text-xl font-semibold">
          {t("guardian.title")}
        </h2>
        <p className="text-sm text-gray-600">
          {t("guardian.notice", { age: String(ADULT_AGE) })} {t("guardian.private")}
        </p>
      </div>
      {data.awaitingGuardian && (
        <p
          role="status"
          data-testid="awaiting-guardian"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t("guardian.awaiting")}
        </p>
      )}
      {guardian && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">{t("guardian.name")}</dt>
          <dd className="font-medium">
            {guardian.name} <span className="font-normal text-gray-600">({relationName(guardian.relation)})</span>
          </dd>
          <dt className="text-gray-600">{t("guardian.email")}</dt>
          <dd className="font-medium break-all">{guardian.email}</dd>
          <dt className="text-gray-600">{t("guardian.phone")}</dt>
          <dd className="font-medium">{guardian.phone}</dd>
          <dt className="text-gray-600">{t("guardian.status")}</dt>
          <dd>
            <span
              data-testid="guardian-status"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${guardian.confirmed ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}
            >
              {guardian.confirmed ? t("common.confirmed") : t("common.notConfirmed")}
            </span>
          </dd>
        </dl>
      )}
      {editing ? (
        <form className="grid gap-3 sm:grid-cols-2" aria-label={t("guardian.details")} onSubmit={save} noValidate>
          <Field label={t("guardian.theirName")} error={errors.name} required>
            {(a11y) => (
              <input {...a11y} name="name" defaultValue={guardian?.name} autoComplete="off" className={inputClass} />
            )}
          </Field>
          <Field label={t("guardian.relation")} error={errors.relation} required>
            {(a11y) => (
              <GuardianRelationSelect
                {...a11y}
                name="relation"
                defaultValue={guardian?.relation ?? ""}
                words={relations}
              />
            )}
          </Field>
          <Field label={t("guardian.theirEmail")} error={errors.email} required hint={t("guardian.emailHint")}>
            {(a11y) => (
              <input
                {...a11y}
                name="email"
                type="email"
                defaultValue={guardian?.email}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t("guardian.theirPhone")} error={errors.phone} required>
            {(a11y) => (
              <input
                {...a11y}
                name="phone"
                type="tel"
                defaultValue={guardian?.phone}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="submit" disabled={!hydrated || busy} className={buttonClass}>
              {busy ? t("common.saving") : t("guardian.save")}
            </button>
            {guardian && (
              <button
                type="button"
                onClick={() => {
                  setErrors({});
                  setEditing(false);
                }}
                className="text-sm text-brand-700 underline"
              >
                {t("common.cancel")}
              </button>
            )}
          </div>
        </form>
      ) : (
        <div>
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="inline-flex items-center justify-center rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700"
          >
            {guardian?.confirmed ? t("guardian.change") : t("guardian.changeOrResend")}
          </button>
        </div>
      )}
    </section>
  );
}
