import { db } from "@/lib/server/db";

// For the interleaved-connection tests on PostgreSQL (apart from ./postgres.ts, which the browser tests load
// too, where the server's modules cannot be).

/** Waits until `count` connections to the test database wait for a lock (pg_stat_activity). */
export async function lockWaiters(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await db().$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS "waiting" FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (row.waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`${row.waiting} of ${count} connections came to wait for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
