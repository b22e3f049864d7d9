import "server-only";
import { NextRequest, NextResponse } from "next/server";
import type { ErrorCode } from "../error-codes.ts";
import { safeCallbackPath } from "./safe-redirect.ts";

// next-auth answers 500 ("server configuration") to a callback URL it cannot parse, in its query or its
// cookie, before our redirect callback is asked. Its routes see the request through here first: a bad
// query value falls back to the home page, and a bad cookie is cleared with a 400 saying so.

const CALLBACK_COOKIE = /^(?:__Secure-)?next-auth\.callback-url$/;

export const BAD_CALLBACK_COOKIE =
  "Your browser sent a sign-in cookie we cannot read. It has been cleared: please try again.";

/** next-auth's own test of a callback URL (next-auth/core/lib/assert.js). */
function readable(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/** The request next-auth may take (its callbackUrl a path of this site), or the answer to give instead. */
export function guardCallbackUrl(request: NextRequest): NextRequest | NextResponse {
  const url = request.nextUrl;
  const cookie = request.cookies.getAll().find((c) => CALLBACK_COOKIE.test(c.name) && !readable(c.value, url.origin));
  if (cookie) {
    const answer = NextResponse.json(
      { success: false, code: "invalid_input" satisfies ErrorCode, message: BAD_CALLBACK_COOKIE },
      { status: 400 },
    );
    answer.cookies.set(cookie.name, "", { path: "/", maxAge: 0 });
    return answer;
  }
  const callback = url.searchParams.get("callbackUrl");
  if (callback === null || readable(callback, url.origin)) return request;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return NextResponse.json(
      {
        success: false,
        code: "invalid_input" satisfies ErrorCode,
        message: "callbackUrl must be a path of this site.",
        errors: { callbackUrl: "not valid" },
      },
      { status: 400 },
    );
  }
  const safe = new URL(url);
  safe.searchParams.set("callbackUrl", safeCallbackPath(callback, url.origin));
  return new NextRequest(safe, { method: request.method, headers: request.headers });
}
