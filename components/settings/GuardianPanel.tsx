"use client";

import { useEffect, useState, useSyncExternalStore, type FormEvent } from "react";
import { MINOR_NOTICE } from "@/lib/accounts/minors";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { buttonClass, Field, inputClass } from "../forms/Field";
import { GuardianRelationSelect } from "../forms/GuardianRelationSelect";

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

export function GuardianPanel() {
  const data = useGuardianState();
  if (!data || !(data.minor || data.guardian)) return null;
  return <GuardianForm data={data} />;
}

function GuardianForm({ data }: { data: GuardianState }) {
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
      done: (ok) => ok.body.message ?? "Saved. We have mailed a confirmation link to the parent or guardian.",
      failed: "The parent or guardian could not be saved.",
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
          Parent or guardian
        </h2>
        <p className="text-sm text-gray-600">{MINOR_NOTICE} Their details are never shown on the profile.</p>
      </div>
      {data.awaitingGuardian && (
        <p
          role="status"
          data-testid="awaiting-guardian"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          Your profile is hidden until your parent or guardian confirms, by the link we mailed them.
        </p>
      )}
      {guardian && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">Name</dt>
          <dd className="font-medium">
            {guardian.name} <span className="font-normal text-gray-600">({guardian.relation})</span>
          </dd>
          <dt className="text-gray-600">Email</dt>
          <dd className="font-medium break-all">{guardian.email}</dd>
          <dt className="text-gray-600">Phone</dt>
          <dd className="font-medium">{guardian.phone}</dd>
          <dt className="text-gray-600">Status</dt>
          <dd>
            <span
              data-testid="guardian-status"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${guardian.confirmed ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}
            >
              {guardian.confirmed ? "Confirmed" : "Not confirmed yet"}
            </span>
          </dd>
        </dl>
      )}
      {editing ? (
        <form className="grid gap-3 sm:grid-cols-2" aria-label="Parent or guardian details" onSubmit={save} noValidate>
          <Field label="Their name" error={errors.name} required>
            {(a11y) => (
              <input {...a11y} name="name" defaultValue={guardian?.name} autoComplete="off" className={inputClass} />
            )}
          </Field>
          <Field label="Relation to you" error={errors.relation} required>
            {(a11y) => <GuardianRelationSelect {...a11y} name="relation" defaultValue={guardian?.relation ?? ""} />}
          </Field>
          <Field label="Their email" error={errors.email} required hint="We mail the confirmation link here.">
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
          <Field label="Their phone" error={errors.phone} required>
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
              {busy ? "Saving…" : "Save and send the confirmation link"}
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
                Cancel
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
            {guardian?.confirmed ? "Change parent or guardian" : "Change details or send the link again"}
          </button>
        </div>
      )}
    </section>
  );
}
