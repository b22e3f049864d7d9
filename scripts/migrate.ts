// npm run db:migrate: applies pending SQL migrations to the configured database.
import { database } from "../lib/server/db.ts";
import { prepare, runOrExplain } from "../lib/server/startup.ts";

const applied = await runOrExplain(() => prepare());
const db = database();
console.log(applied.length ? `Applied: ${applied.join(", ")}` : `Database is up to date (${db.sql.description}).`);
await db.close();
