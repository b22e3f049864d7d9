import "server-only";
import { database, db } from "./db.ts";
import type { Prisma } from "./generated/prisma/client.ts";

// Live updates for the members they concern: an event is published with NOTIFY (in the transaction of
// the change, so it is delivered only if that commits) and every app instance hears it on one LISTEN
// connection, then hands it to the open event streams of those members (app/api/events).

const CHANNEL = "castfolio_live";

export interface LiveEvent {
  /** A new message in a thread, or a member having read it (read receipts). */
  kind: "message" | "read";
  conversationId: string;
  /** The members it concerns. */
  to: string[];
}

type Client = Pick<Prisma.TransactionClient, "$executeRaw">;

export async function publish(event: LiveEvent, client: Client = db()): Promise<void> {
  await client.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`;
}

const subscribers = new Map<string, Set<(event: LiveEvent) => void>>();
let listening: Promise<unknown> | undefined;

function dispatch(payload: string): void {
  let event: LiveEvent;
  try {
    event = JSON.parse(payload) as LiveEvent;
  } catch {
    return;
  }
  for (const member of event.to ?? []) for (const deliver of subscribers.get(member) ?? []) deliver(event);
}

/** Calls `deliver` with every event for the member until the returned function is called. */
export async function subscribe(memberId: string, deliver: (event: LiveEvent) => void): Promise<() => void> {
  listening ??= database()
    .listener.listen(CHANNEL, dispatch)
    .catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
  await listening;
  const set = subscribers.get(memberId) ?? new Set();
  set.add(deliver);
  subscribers.set(memberId, set);
  return () => {
    set.delete(deliver);
    if (!set.size) subscribers.delete(memberId);
  };
}
