"use client";

import type { Session } from "next-auth";
import { useEffect, useSyncExternalStore } from "react";
import { languageHeaders } from "./upload";

// The browser side of the next-auth session, in place of next-auth/react (about 10 KB on every page,
// since the header needs the session): the same REST calls to /api/auth/*, one shared session state.

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";
export interface SessionState {
  status: SessionStatus;
  data: Session | null;
}

const LOADING: SessionState = { status: "loading", data: null };
let state: SessionState = LOADING;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

async function load(): Promise<void> {
  try {
    const res = await fetch("/api/auth/session", { cache: "no-store" });
    const session = res.ok ? ((await res.json()) as Partial<Session>) : {};
    set(
      session.user ? { status: "authenticated", data: session as Session } : { status: "unauthenticated", data: null },
    );
  } catch {
    set({ status: "unauthenticated", data: null });
  }
}

/** Reads the session again (after signing in or out) and updates every component showing it. */
export function refreshSession(): Promise<void> {
  loading = load();
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in member, as next-auth's useSession() answers it. */
export function useSession(): SessionState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
  useEffect(() => {
    loading ??= load();
  }, []);
  return current;
}

async function csrfToken(): Promise<string> {
  const res = await fetch("/api/auth/csrf", { cache: "no-store" });
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function post(path: string, fields: Record<string, string>): Promise<{ ok: boolean; url?: string }> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...languageHeaders() },
    body: new URLSearchParams({
      ...fields,
      csrfToken: await csrfToken(),
      callbackUrl: window.location.href,
      json: "true",
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { url?: string };
  return { ok: res.ok, url: body.url };
}

/**
 * Signs in with the credentials provider. `error` is next-auth's: the message the server's authorize()
 * threw (wrong password, too many attempts), or CredentialsSignin.
 */
export async function signIn(email: string, password: string): Promise<{ ok: boolean; error?: string }> {
  const { ok, url } = await post("/api/auth/callback/credentials", { email, password });
  const error = url ? new URL(url, window.location.origin).searchParams.get("error") : "CredentialsSignin";
  if (ok && !error) {
    await refreshSession();
    return { ok: true };
  }
  return { ok: false, error: error ?? undefined };
}

export async function signOut(): Promise<void> {
  await post("/api/auth/signout", {});
  await refreshSession();
}
