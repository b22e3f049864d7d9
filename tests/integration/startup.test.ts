import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

async function migrateWith(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      "npx",
      ["--no-install", "tsx", "--conditions=react-server", "scripts/migrate.ts"],
      { env: { ...process.env, ...env }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe("bad configuration is explained at start", () => {
  it("names an unreachable DATABASE_URL without a stack trace", async () => {
    const { code, output } = await migrateWith({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:1/nothing",
      DB_CONNECT_TIMEOUT_MS: "2000",
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "Castfolio cannot start: Cannot open the database (PostgreSQL at 127.0.0.1:1/nothing): connection refused. Check DATABASE_URL",
    );
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("names a data folder that cannot be written", async () => {
    const { code, output } = await migrateWith({ DATABASE_URL: "", DATA_DIR: "/etc/hostname/castfolio-data" });
    expect(code).toBe(1);
    expect(output).toMatch(
      /Castfolio cannot start: The data folder \/etc\/hostname\/castfolio-data is not writable \(\w+\)/,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });
});
