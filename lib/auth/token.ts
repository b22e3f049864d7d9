import "server-only";
import { SignJWT, jwtVerify } from "jose";
import type { AuthUser } from "./identity.ts";
import { authSecret } from "./secret.ts";
import { SESSION_DAYS } from "./sessions.ts";

export const TOKEN_TTL_SECONDS = SESSION_DAYS.API * 24 * 3600;
const ISSUER = "castfolio";
const AUDIENCE = "castfolio-api";

const key = () => new TextEncoder().encode(authSecret());

/**
 * The token answered by POST /api/user/login: a signed, expiring JWT carrying the member's identity
 * (clients read it) and the id of its session (`sid`), which the server checks on every request.
 */
export async function signApiToken(user: AuthUser, sessionId: string): Promise<string> {
  const { id, name, email, category, subcategory, gender } = user;
  return new SignJWT({ id, name, email, category, subcategory, gender, sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The session a token names, or null when the token is forged, expired or malformed. */
export async function verifyApiToken(token: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const { id, sid } = payload as Record<string, unknown>;
    if (typeof id !== "string" || payload.sub !== id || typeof sid !== "string") return null;
    return { userId: id, sessionId: sid };
  } catch {
    return null;
  }
}
