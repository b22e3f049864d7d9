import "server-only";

// Demo data in bulk: a seed of 100,000 members writes about a million rows, and building each row's INSERT
// through Prisma's query compiler took longer than PostgreSQL took to store them. One statement per table
// and batch instead: the rows travel as one JSON document that PostgreSQL unpacks into the table's own
// column types (json_populate_recordset), so values are checked exactly as the columns define them.

interface RawExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** Inserts rows that all have the same keys (column names of `table`). Dates go as ISO text. */
export async function insertRows(client: RawExecutor, table: string, rows: readonly object[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0])
    .map((c) => `"${c}"`)
    .join(", ");
  await client.$executeRawUnsafe(
    `INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
    JSON.stringify(rows),
  );
}
