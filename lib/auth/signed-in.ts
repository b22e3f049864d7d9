import "server-only";
import { getServerSession } from "next-auth";
import type { AuthUser } from "./identity.ts";
import { webAuthOptions } from "./options.ts";

// Reading a session never checks a password: only the sign-in route's options carry the real check.
const readingOptions = webAuthOptions(() => Promise.reject(new Error("Sign-in goes through /api/auth.")));

/** The signed-in member in a server component, or null for a visitor (or a session that has ended). */
export async function signedInMember(): Promise<AuthUser | null> {
  const session = await getServerSession(readingOptions);
  return session?.user?.id ? session.user : null;
}
