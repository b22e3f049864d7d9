import "server-only";
import { getToken } from "next-auth/jwt";
import { config } from "../server/config.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { cookieJar } from "../http.ts";
import { authSecret } from "./secret.ts";
import type { AuthUser } from "./identity.ts";
import { memberOfSession, type SessionMember } from "./sessions.ts";
import { verifyApiToken } from "./token.ts";
import { formError } from "../i18n/form-errors.ts";

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

/** A signed-in member as a request presents them: fresh from their session, and how they proved it. */
export interface RequestMember extends SessionMember {
  via: "cookie" | "bearer";
}

/** The member in the next-auth session cookie of a request (read from the request itself, not from
 * Next's request scope, so route handlers behave the same when called directly in tests). */
async function sessionFromCookie(request: Request): Promise<SessionMember | null> {
  const req = { cookies: cookieJar(request.headers.get("cookie")), headers: {} } as never;
  const token = await getToken({ req, secret: authSecret(), secureCookie: secureSessionCookie(request) });
  if (!token || typeof token.id !== "string") return null;
  const member = await memberOfSession(token.sid);
  return member?.id === token.id ? member : null;
}

async function sessionFromBearer(header: string): Promise<SessionMember | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match ? await verifyApiToken(match[1]) : null;
  if (!token) return null;
  const member = await memberOfSession(token.sessionId);
  return member?.id === token.userId ? member : null;
}

/**
 * The member behind a request: `Authorization: Bearer <token>` from /api/user/login, or the session
 * cookie; null when neither names an open session of an existing member.
 */
export async function currentUser(request: Request): Promise<RequestMember | null> {
  const header = request.headers.get("authorization");
  if (header) {
    const member = await sessionFromBearer(header);
    return member && { ...member, via: "bearer" };
  }
  const member = await sessionFromCookie(request);
  if (!member) return null;
  refuseCrossSite(request);
  return { ...member, via: "cookie" };
}

/** The origin (scheme, host and port) a request was sent to, as the browser saw it. */
function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  return `${proto}://${host}`.toLowerCase();
}

function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === "null" ? undefined : origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * A cookie-authenticated write must come from our own pages: browsers send Origin (and Sec-Fetch-Site)
 * with every POST, so a write that shows neither, or shows another origin, is refused. Bearer tokens
 * are not sent by browsers on their own, so they need no such check.
 */
function refuseCrossSite(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const sent = originOf(origin);
    const ours = [ownOrigin(request), originOf(config.siteUrl), config.nextAuthUrl && originOf(config.nextAuthUrl)];
    if (sent && ours.includes(sent)) return;
  } else if (request.headers.get("sec-fetch-site") === "same-origin") {
    return;
  }
  throw new AppError("forbidden", refusal("crossSiteRequest"), {
    code: "cross_site_request",
  });
}

/** The signed-in member, or 401. */
export async function requireUser(request: Request): Promise<RequestMember> {
  const user = await currentUser(request);
  if (!user) throw new AppError("unauthenticated", refusal("signInRequired"));
  return user;
}

/** Every write names a userId: it must be the signed-in member's own (403 for someone else's). */
export function assertOwner(user: AuthUser, userId: unknown): void {
  if (typeof userId !== "string" || userId === "")
    throw new AppError("invalid", refusal("userIdRequired"), {
      errors: { userId: formError("generic.required", { field: "userId" }) },
    });
  if (userId !== user.id) throw new AppError("forbidden", refusal("profileNotYours"));
}
