// npm run db:seed: demo members in every subcategory (SEED_USERS=N for a larger data set).
import { config } from "../lib/server/config.ts";
import { database } from "../lib/server/db.ts";
import { storage } from "../lib/storage/index.ts";
import { seed } from "../scripts/seed/index.ts";
import { STARTUP_STEPS } from "../lib/platform-wiring.ts";
import { prepare, runOrExplain } from "../lib/process/startup.ts";

await runOrExplain(() => prepare(STARTUP_STEPS));
const db = database();
const requested = config.seedUsers;
const started = Date.now();
const count = await seed({ prisma: db.prisma, files: storage(), users: requested, log: (line) => console.log(line) });
console.log(`Seeded ${count} members in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.sql.description}).`);
await db.close();
