import "server-only";
import { db } from "../server/db.ts";

// The list of threads shows one line of each: its latest message, read with one query that stops at one
// message a thread (the index on conversationId, createdAt, id), never the whole threads.

interface LatestMessage {
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: Date;
  hiddenAt: Date | null;
}

/** The latest message of each of these threads, by thread id (a thread with none is absent). */
export async function latestMessages(conversationIds: string[]): Promise<Map<string, LatestMessage>> {
  if (!conversationIds.length) return new Map();
  const rows = await db().$queryRaw<LatestMessage[]>`
    SELECT m."conversationId", m."senderId", m."body", m."createdAt", m."hiddenAt"
    FROM unnest(${conversationIds}::text[]) AS c("id")
    CROSS JOIN LATERAL (
      SELECT * FROM "Message" WHERE "conversationId" = c."id" ORDER BY "createdAt" DESC, "id" DESC LIMIT 1
    ) m`;
  return new Map(rows.map((row) => [row.conversationId, row]));
}
