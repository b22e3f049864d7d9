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

  it("names settings that cannot work, each in a sentence", async () => {
    const { code, output } = await migrateWith({ DATABASE_URL: "", DB_POOL_SIZE: "ten", TRUST_PROXY: "yes please" });
    expect(code).toBe(1);
    expect(output).toContain('DB_POOL_SIZE must be a whole number of at least 1, not "ten".');
    expect(output).toContain("TRUST_PROXY must be a number of proxy hops, or addresses and networks");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("refuses to serve the public with SITE_URL unset or local", async () => {
    const publicly = { DATABASE_URL: "", NODE_ENV: "production", HOST: "0.0.0.0" };
    for (const SITE_URL of ["", "http://localhost:3000", "http://127.0.0.1"]) {
      const { code, output } = await migrateWith({ ...publicly, SITE_URL });
      expect(code, SITE_URL).toBe(1);
      expect(output).toContain(
        "Castfolio cannot start: SITE_URL must be the public address (https://…) when listening on 0.0.0.0",
      );
    }
    const local = await migrateWith({
      DATABASE_URL: "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SITE_URL: "",
      DATA_DIR: "/tmp/castfolio-startup-local",
    });
    expect(local.output).not.toContain("SITE_URL must be");
  });
});
