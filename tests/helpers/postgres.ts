import pg from "pg";

/** Runs one statement on a PostgreSQL server over a connection of its own (CREATE/DROP DATABASE). */
export async function serverQuery(serverUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A connection that runs SQL text (a test database's `sql`). */
interface Connection {
  exec(sql: string): Promise<unknown>;
}

/**
 * Runs `work` while another connection (`other`) holds a transaction opened by `hold`, commits it after
 * 600 ms, and says whether `work` waited for that commit: two interleaved connections on PostgreSQL, to
 * prove that a check and the write it guards are serialised by a row lock.
 */
export async function whileOtherHolds<S extends Connection, T>(
  other: S,
  hold: (sql: S) => Promise<void>,
  work: () => Promise<T>,
): Promise<{ result: T; waited: boolean }> {
  await other.exec("BEGIN");
  try {
    await hold(other);
  } catch (error) {
    await other.exec("ROLLBACK");
    throw error;
  }
  let settled = false;
  const running = work().finally(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 600));
  const waited = !settled;
  await other.exec("COMMIT");
  return { result: await running, waited };
}

/**
 * Runs `work` to its end while another connection (`other`) holds a transaction opened by `hold`, and
 * commits that transaction only afterwards: proof that `work` never waits for the other's locks, however
 * slow the machine (work that waits cannot finish, and fails after `patienceMs`).
 */
export async function finishesWhileOtherHolds<S extends Connection, T>(
  other: S,
  hold: (sql: S) => Promise<void>,
  work: () => Promise<T>,
  patienceMs = 30_000,
): Promise<T> {
  await other.exec("BEGIN");
  let timer: NodeJS.Timeout | undefined;
  try {
    await hold(other);
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the work waited ${patienceMs} ms for the other connection`)),
        patienceMs,
      );
    });
    return await Promise.race([work(), stuck]);
  } finally {
    clearTimeout(timer);
    await other.exec("COMMIT");
  }
}
