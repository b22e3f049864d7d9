import "server-only";
// What the platform needs of the domains, handed to it by the entries that start a process (instrumentation.ts,
// scripts/serve.ts, scripts/migrate.ts): it stands above the domains, as lib/background-work.ts does for jobs, so
// that lib/server imports none of them.
import type { PageHooks } from "./process/page-hooks.ts";
import type { StartupStep } from "./process/startup.ts";
import { CACHED_PREFIXES, cachedPathFor } from "./search/routing.ts";
import { reindexOutdated } from "./search/reindex.ts";
import { goneLookBook } from "./shortlists/gone-page.ts";

/** After the migrations: the search index back-filled where a migration or new rules left it behind. */
export const STARTUP_STEPS: readonly StartupStep[] = [
  async (db) => {
    const indexed = await reindexOutdated(db.prisma, (line) => console.log(line));
    if (indexed) console.log(`Search index: ${indexed} members indexed.`);
  },
];

/** The request pipeline's pages: listings and searches read from their cached pages, dead look-book links. */
export const PAGE_HOOKS: PageHooks = {
  rewrites: [{ internalPrefixes: CACHED_PREFIXES, rewrite: cachedPathFor }],
  gonePages: [goneLookBook],
};
