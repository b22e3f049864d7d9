import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// PostgreSQL's LISTEN/NOTIFY, for live updates across app instances with no other service: NOTIFY goes
// through any connection (inside a transaction it is delivered at commit), LISTEN holds a connection of
// its own. PGlite has the same, in its own process.

type Handler = (payload: string) => void;
export type Unlisten = () => Promise<void>;

export interface Listener {
  listen(channel: string, handler: Handler): Promise<Unlisten>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function channelName(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * One dedicated connection for every channel of the process. It reconnects after a failure (a restart of
 * the server, a network cut) and listens again; notifications sent while it was away are lost, so callers
 * keep a slower fallback (the browser polls).
 */
export function postgresListener(config: pg.ClientConfig): Listener {
  const handlers = new Map<string, Set<Handler>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  // One statement at a time on the connection: pg queues a query sent while another runs only with a
  // deprecation warning, and pg 9 refuses it. Channels are listened to concurrently (one per feature at start).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (c: pg.Client, sql: string) => {
    const sent = turn.then(() => c.query(sql));
    turn = sent.catch(() => undefined);
    return sent;
  };

  const reconnectSoon = () => {
    client = undefined;
    if (!closed && handlers.size) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
  };
  const connect = () =>
    (client ??= (async () => {
      const c = new pg.Client({ ...config, statement_timeout: 0 });
      c.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      c.on("error", (error) => {
        console.error(`[db] the connection for live updates failed: ${error.message}`);
        reconnectSoon();
      });
      c.on("end", reconnectSoon);
      await c.connect();
      for (const channel of handlers.keys()) await inTurn(c, `LISTEN ${channel}`);
      return c;
    })().catch((error: unknown) => {
      reconnectSoon();
      throw error;
    }));

  return {
    async listen(channel, handler) {
      const name = channelName(channel);
      const first = !handlers.has(name);
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      const c = await connect();
      if (first) await inTurn(c, `LISTEN ${name}`);
      return async () => {
        set.delete(handler);
        if (set.size) return;
        handlers.delete(name);
        const current = await client?.catch(() => undefined);
        if (current) await inTurn(current, `UNLISTEN ${name}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const c = await client?.catch(() => undefined);
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

export function pgliteListener(client: PGlite): Listener {
  return {
    async listen(channel, handler) {
      const unlisten = await client.listen(channelName(channel), handler);
      return () => unlisten();
    },
    close: () => Promise.resolve(),
  };
}
