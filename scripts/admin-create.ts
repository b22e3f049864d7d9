// npm run admin:create -- --email someone@example.com: makes an existing account an admin. On PostgreSQL,
// or on the embedded database while no server holds it, it writes to the database; while the server holds
// the embedded database, it asks that server (lib/moderation/operator.ts).
import { parseArgs } from "node:util";
import { config } from "../lib/server/config.ts";
import { database } from "../lib/server/db.ts";
import { AppError } from "../lib/errors.ts";
import { answer } from "../lib/i18n/answers.ts";
import { refusal } from "../lib/i18n/refusals.ts";
import { FolderInUse } from "../lib/server/folder-lock.ts";
import { promoteToAdmin, readOperatorChannel } from "../lib/moderation/operator.ts";

const { values } = parseArgs({ options: { email: { type: "string" } }, strict: true });

async function direct(): Promise<string> {
  // No start-up sweep here: a server may be running on the same PostgreSQL database and folders.
  const db = database();
  try {
    return (await promoteToAdmin(values.email, db.prisma)).english;
  } finally {
    await db.close();
  }
}

async function throughServer(): Promise<string> {
  const channel = readOperatorChannel();
  if (!channel) throw new AppError("unavailable", refusal("operatorNoChannel"));
  const response = await fetch(`${channel.url}/api/operator/admins`, {
    method: "POST",
    headers: { authorization: `Operator ${channel.token}`, "content-type": "application/json" },
    body: JSON.stringify({ email: values.email }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok)
    throw new AppError("invalid", body.message ?? refusal("operatorServerAnswered", { status: response.status }));
  return `${body.message} ${answer("operator.throughServer", { url: channel.url }).english}`;
}

try {
  const said = await direct().catch((error: unknown) => {
    if (error instanceof FolderInUse && !config.databaseUrl) return throughServer();
    throw error;
  });
  console.log(said);
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
