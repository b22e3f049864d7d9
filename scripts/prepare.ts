// Run by npm start before the server: migrate, and on the embedded database's first start seed demo data.
import { config } from "../lib/config.ts";
import { database } from "../lib/db.ts";
import { storage } from "../lib/media/storage/index.ts";
import { seed } from "../lib/seed/index.ts";
import { prepare, runOrExplain } from "../lib/startup.ts";

const applied = await runOrExplain(() => prepare());
const db = database();
if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
if (config.seedDemo && (await db.prisma.user.count()) === 0) {
  console.log("First start: adding demo members (set SEED_DEMO=0 to skip).");
  const count = await seed({ prisma: db.prisma, files: storage() });
  console.log(`Added ${count} demo members.`);
}
await db.close();
