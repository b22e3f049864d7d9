// `prisma generate` needs no schema engine, but the CLI insists on finding one and would try to
// download it (impossible offline). Pointing it at any existing executable satisfies the check.
import { spawnSync } from "node:child_process";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
