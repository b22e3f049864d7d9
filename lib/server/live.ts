import "server-only";
import { database, db } from "./db.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import type { Prisma } from "../generated/prisma/client.ts";

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

/** Open event streams a member may hold on one app instance (a few tabs and devices). */
export const MAX_STREAMS_PER_MEMBER = 5;
export const TOO_MANY_STREAMS = refusal("tooManyStreams");

const openStreams = new Map<string, number>();

/**
 * Counts a new event stream for the member, or refuses it with a 429 when they already hold
 * MAX_STREAMS_PER_MEMBER on this instance (a browser does not retry a refused stream). Answers the
 * release, which may be called any number of times.
 */
export function reserveStream(memberId: string): () => void {
  const open = openStreams.get(memberId) ?? 0;
  if (open >= MAX_STREAMS_PER_MEMBER) {
    throw new AppError("rate-limited", TOO_MANY_STREAMS, { code: "too_many_streams", retryAfterSeconds: 60 });
  }
  openStreams.set(memberId, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openStreams.get(memberId) ?? 1) - 1;
    if (left > 0) openStreams.set(memberId, left);
    else openStreams.delete(memberId);
  };
}
