// npm run admin:create -- --email someone@example.com: makes an existing account an admin. On PostgreSQL,
// or on the embedded database while no server holds it, it writes to the database; while the server holds
// the embedded database, it asks that server (lib/moderation/operator.ts).
import { parseArgs } from "node:util";
import { config } from "../lib/server/config.ts";
import { database } from "../lib/server/db.ts";
import { FolderInUse } from "../lib/server/folder-lock.ts";
import { promoteThroughServer, promoteToAdmin, requireEmbeddedDatabase } from "../lib/moderation/operator.ts";

const { values } = parseArgs({ options: { email: { type: "string" } }, strict: true });

async function direct(): Promise<string> {
  requireEmbeddedDatabase();
  // No start-up sweep here: a server may be running on the same PostgreSQL database and folders.
  const db = database();
  try {
    return (await promoteToAdmin(values.email, db.prisma)).english;
  } finally {
    await db.close();
  }
}

try {
  const said = await direct().catch((error: unknown) => {
    if (error instanceof FolderInUse && !config.databaseUrl) return promoteThroughServer(values.email);
    throw error;
  });
  console.log(said);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
