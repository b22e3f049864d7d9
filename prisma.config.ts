import { defineConfig } from "prisma/config";

// The CLI is only used for `prisma generate` on these machines (see docs/operations.md, "Database").
// DATABASE_URL is optional: without it the app runs on embedded PGlite.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
