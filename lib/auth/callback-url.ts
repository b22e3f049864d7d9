import "server-only";
import { NextRequest, NextResponse } from "next/server";
import { AppError, invalidFields } from "../errors.ts";
import { errorResponse } from "../http.ts";
import { requestedLanguage } from "../i18n/api-errors.ts";
import { formError } from "../i18n/form-errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { safeCallbackPath } from "./safe-redirect.ts";

// next-auth answers 500 ("server configuration") to a callback URL it cannot parse, in its query or its
// cookie, before our redirect callback is asked. Its routes see the request through here first: a bad
// query value falls back to the home page, and a bad cookie is cleared with a 400 saying so, in the language the
// request asks for.

const CALLBACK_COOKIE = /^(?:__Secure-)?next-auth\.callback-url$/;

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
  const language = requestedLanguage(request.headers.get("accept-language"));
  if (cookie) {
    const answer = errorResponse(new AppError("invalid", refusal("badCallbackCookie")), language);
    answer.cookies.set(cookie.name, "", { path: "/", maxAge: 0 });
    return answer;
  }
  const callback = url.searchParams.get("callbackUrl");
  if (callback === null || readable(callback, url.origin)) return request;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return errorResponse(invalidFields({ callbackUrl: formError("request.callbackUrlPath") }), language);
  }
  const safe = new URL(url);
  safe.searchParams.set("callbackUrl", safeCallbackPath(callback, url.origin));
  return new NextRequest(safe, { method: request.method, headers: request.headers });
}
