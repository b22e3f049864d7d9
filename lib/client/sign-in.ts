"use client";

import { languageHeaders } from "./page-language";
import { refreshSession } from "./session";

// Signing in and out through next-auth's REST calls (/api/auth/*), then reading the session again so that every
// component showing it follows.

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
