import "server-only";
import { z } from "zod";
import type { RequestMember } from "../auth/guard.ts";
import { endSession } from "../auth/sessions.ts";
import { parseOrThrow } from "../errors.ts";
import { revokeAccess } from "./access.ts";

export const signOutSchema = z.object({
  everywhere: z.boolean({ message: "everywhere must be true or false" }).optional(),
});

/**
 * Ends the session the request came with, or with `{ everywhere: true }` every session of the member and
 * every link that could hand the account over.
 */
export async function signOut(member: RequestMember, body: unknown): Promise<{ ended: number }> {
  const { everywhere } = parseOrThrow(signOutSchema, body);
  if (everywhere) return { ended: await revokeAccess(member.id) };
  await endSession(member.sessionId);
  return { ended: 1 };
}
