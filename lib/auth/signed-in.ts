import "server-only";
import { getServerSession } from "next-auth";
import type { AuthUser } from "./identity.ts";
import { authOptions } from "./options.ts";

/** The signed-in member in a server component, or null for a visitor (or a session that has ended). */
export async function signedInMember(): Promise<AuthUser | null> {
  const session = await getServerSession(authOptions);
  return session?.user?.id ? session.user : null;
}
