// npm run db:seed: demo members in every subcategory (SEED_USERS=N for a larger data set).
import { database } from "../lib/db.ts";
import { storage } from "../lib/media/storage.ts";
import { seed } from "../lib/seed/index.ts";
import { prepare, runOrExplain } from "../lib/startup.ts";

await runOrExplain(() => prepare());
const db = database();
const requested = process.env.SEED_USERS ? Number(process.env.SEED_USERS) : undefined;
if (requested !== undefined && (!Number.isInteger(requested) || requested < 1)) {
  console.error(`SEED_USERS must be a whole number above 0, not "${process.env.SEED_USERS}".`);
  process.exit(1);
}
const started = Date.now();
const count = await seed({ prisma: db.prisma, files: storage(), users: requested, log: (line) => console.log(line) });
console.log(`Seeded ${count} members in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.sql.description}).`);
await db.close();
