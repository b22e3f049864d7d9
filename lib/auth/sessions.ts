import "server-only";
import { db } from "../server/db.ts";
import { newSecretToken } from "../server/secret-tokens.ts";
import { IDENTITY, type AuthUser } from "./identity.ts";

// Every sign-in opens a session row, and the cookie or token it hands out names it. Each authenticated
// request checks that the row is still open, so ending it (sign-out, "sign out everywhere", a password
// change or reset) ends the cookie or token at once, on every instance, and deleting the member (rows
// cascade) ends them too.

export type SessionKind = "WEB" | "API";

const DAY_MS = 24 * 3600 * 1000;
/** A bearer token lives as long as its JWT; a browser session at most this long, however active. */
export const SESSION_DAYS: Record<SessionKind, number> = { API: 7, WEB: 30 };

const SESSION_ID = /^[A-Za-z0-9_-]{32,64}$/;

/** Where and how a sign-in happened, kept with its session. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string | null;
}

/** A signed-in member as a session knows them: fresh from the database, with the session's id. */
export interface SessionMember extends AuthUser {
  sessionId: string;
  profilePic: string | null;
  /** a moderator (lib/moderation/admin.ts) */
  isAdmin: boolean;
}

/** Opens a session for a member; answers its id, which the cookie or token carries. */
export async function openSession(userId: string, kind: SessionKind, client: ClientInfo = {}): Promise<string> {
  const id = newSecretToken();
  await db().session.create({
    data: {
      id,
      userId,
      kind,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_DAYS[kind] * DAY_MS),
    },
  });
  return id;
}

/** The member of an open session, or null when it is unknown, ended or expired. */
export async function memberOfSession(sessionId: unknown): Promise<SessionMember | null> {
  if (typeof sessionId !== "string" || !SESSION_ID.test(sessionId)) return null;
  const row = await db().session.findUnique({
    where: { id: sessionId },
    select: {
      revokedAt: true,
      expiresAt: true,
      user: { select: { ...IDENTITY, profilePic: true, isAdmin: true, suspendedAt: true } },
    },
  });
  // A suspension revokes every session; checking it here as well leaves no window.
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.user.suspendedAt) return null;
  const { suspendedAt: _, ...user } = row.user;
  return { ...user, sessionId };
}

/** Whether the member of `email` has signed in from `ip` before (their own phone, home or office). */
export async function signedInFromBefore(email: string, ip: string): Promise<boolean> {
  return (await db().session.count({ where: { ip, user: { email } } })) > 0;
}

/** Ends one session (signing out). Ending one that is already over changes nothing. */
export async function endSession(sessionId: string): Promise<void> {
  await db().session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Ends every open session of a member, but for `except` (the one asking, after a password change). */
export async function endAllSessions(userId: string, except?: string): Promise<number> {
  const { count } = await db().session.updateMany({
    where: { userId, revokedAt: null, ...(except ? { id: { not: except } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}
