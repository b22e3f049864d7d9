"use client";

import type { Session } from "next-auth";
import { useEffect, useSyncExternalStore } from "react";

// The browser side of the next-auth session, in place of next-auth/react (about 10 KB on every page,
// since the header needs the session): the same REST calls to /api/auth/*, one shared session state.
// Signing in and out is ./sign-in.ts, which only the pages and menus that do it load.

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
