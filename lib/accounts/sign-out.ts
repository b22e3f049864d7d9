import "server-only";
import { z } from "zod";
import type { RequestMember } from "../auth/guard.ts";
import { endAllSessions, endSession } from "../auth/sessions.ts";
import { parseOrThrow } from "../errors.ts";

export const signOutSchema = z.object({
  everywhere: z.boolean({ message: "everywhere must be true or false" }).optional(),
});

/** Ends the session the request came with, or with `{ everywhere: true }` every session of the member. */
export async function signOut(member: RequestMember, body: unknown): Promise<{ ended: number }> {
  const { everywhere } = parseOrThrow(signOutSchema, body);
  if (everywhere) return { ended: await endAllSessions(member.id) };
  await endSession(member.sessionId);
  return { ended: 1 };
}
