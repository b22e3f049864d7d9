import "server-only";
import { getServerSession } from "next-auth";
import { authOptions } from "./options.ts";
import type { AuthUser } from "./token.ts";

/** The signed-in member in a server component, or null for a visitor. */
export async function sessionUser(): Promise<AuthUser | null> {
  const session = await getServerSession(authOptions);
  return session?.user?.id ? session.user : null;
}
