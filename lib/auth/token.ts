import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "./secret.ts";

/** What a signed-in member is known by, in the API token and in the web session alike. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  category: string;
  subcategory: string;
  gender: string;
}

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const ISSUER = "castfolio";
const AUDIENCE = "castfolio-api";

const key = () => new TextEncoder().encode(authSecret());

/** The token answered by POST /api/user/login: a signed, expiring JWT carrying the member's identity. */
export async function signApiToken(user: AuthUser): Promise<string> {
  const { id, name, email, category, subcategory, gender } = user;
  return new SignJWT({ id, name, email, category, subcategory, gender })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The member a token names, or null when it is forged, expired or malformed. */
export async function verifyApiToken(token: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const { id, name, email, category, subcategory, gender } = payload as Record<string, unknown>;
    if (typeof id !== "string" || payload.sub !== id) return null;
    return {
      id,
      name: String(name),
      email: String(email),
      category: String(category),
      subcategory: String(subcategory),
      gender: String(gender),
    };
  } catch {
    return null;
  }
}
