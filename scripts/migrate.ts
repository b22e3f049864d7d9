// npm run db:migrate: applies pending SQL migrations to the configured database.
import { database } from "../lib/server/db.ts";
import { STARTUP_STEPS } from "../lib/platform-wiring.ts";
import { prepare, runOrExplain } from "../lib/process/startup.ts";

const applied = await runOrExplain(() => prepare(STARTUP_STEPS));
const db = database();
console.log(applied.length ? `Applied: ${applied.join(", ")}` : `Database is up to date (${db.sql.description}).`);
await db.close();
