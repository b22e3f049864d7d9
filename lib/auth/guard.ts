import "server-only";
import { getToken } from "next-auth/jwt";
import { config } from "../config.ts";
import { AppError } from "../errors.ts";
import { authSecret } from "./secret.ts";
import { verifyApiToken, type AuthUser } from "./token.ts";

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Another site on this domain may set cookies that are not URI-encoded: keep them as they are.
    return value;
  }
}

function cookies(request: Request): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), decodeCookie(part.slice(eq + 1).trim()));
  }
  return jar;
}

/**
 * Whether next-auth set its cookies as __Secure-… for this request: it does when NEXTAUTH_URL is https,
 * and otherwise (trusting the host, see options.ts) unless the forwarded protocol is plain http.
 */
function secureSessionCookie(request: Request): boolean {
  const configured = config.nextAuthUrl;
  if (configured) return configured.startsWith("https://");
  const forwarded = request.headers.get("x-forwarded-proto");
  return forwarded ? forwarded !== "http" : new URL(request.url).protocol === "https:";
}

/** The member in the next-auth session cookie of a request (read from the request itself, not from
 * Next's request scope, so route handlers behave the same when called directly in tests). */
async function sessionFromCookie(request: Request): Promise<AuthUser | null> {
  const req = { cookies: cookies(request), headers: {} } as never;
  const token = await getToken({ req, secret: authSecret(), secureCookie: secureSessionCookie(request) });
  if (!token || typeof token.id !== "string") return null;
  const claim = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    id: token.id,
    name: claim(token.name),
    email: claim(token.email),
    category: claim(token.category),
    subcategory: claim(token.subcategory),
    gender: claim(token.gender),
  };
}

/** The member behind a request: `Authorization: Bearer <token>` from /api/user/login, or the session cookie. */
export async function currentUser(request: Request): Promise<AuthUser | null> {
  const header = request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? verifyApiToken(match[1]) : null;
  }
  const user = await sessionFromCookie(request);
  if (user) refuseCrossSite(request);
  return user;
}

/** A cookie-authenticated write must come from our own pages: browsers send Origin on cross-site POSTs. */
function refuseCrossSite(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  if (originHost !== host) throw new AppError("forbidden", "Cross-site requests are not allowed.");
}

/** The signed-in member, or 401. */
export async function requireUser(request: Request): Promise<AuthUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError("unauthenticated", "Please sign in to do this.");
  return user;
}

/** Every write names a userId: it must be the signed-in member's own (403 for someone else's). */
export function assertOwner(user: AuthUser, userId: unknown): void {
  if (typeof userId !== "string" || userId === "")
    throw new AppError("invalid", "userId is required.", { errors: { userId: "userId is required" } });
  if (userId !== user.id) throw new AppError("forbidden", "You can only change your own profile.");
}
