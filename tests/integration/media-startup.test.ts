import { execFile, spawn } from "node:child_process";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { sweepUploadTemp } from "@/lib/storage/upload-temp";
import { tempDir } from "../helpers/files";

const run = promisify(execFile);
const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, "_");

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

async function leftover(root: string, name: string, ageDays = 0): Promise<void> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "0-0.part"), "half a video");
  // Its time on the tests' clock (tests/setup/clock.ts), which the file system does not keep.
  const then = new Date(Date.now() - ageDays * 86_400_000);
  await utimes(dir, then, then);
}

describe("temporary uploads left by a crash", () => {
  it("are removed at start, while uploads of live processes stay", async () => {
    const root = await tempDir("sweep");
    const dead = await deadPid();
    await leftover(root, `${host}~${dead}~crashed`);
    await leftover(root, `${host}~${process.pid}~earlier-life`);
    await leftover(root, `${host}~${process.ppid}~in-flight`);
    await leftover(root, `other-host~123~in-flight`);
    await leftover(root, `other-host~456~ancient`, 2);

    expect(await sweepUploadTemp(root)).toBe(3);
    expect((await readdir(root)).sort()).toEqual(
      [`${host}~${process.ppid}~in-flight`, "other-host~123~in-flight"].sort(),
    );
  });

  it("are swept by the start-up preparation", async () => {
    const dataDir = await tempDir("startup-data");
    const tmp = path.join(dataDir, "tmp", "uploads");
    await leftover(tmp, `${host}~${await deadPid()}~crashed`);
    await run("npx", ["--no-install", "tsx", "--conditions=react-server", "scripts/migrate.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        UPLOAD_TMP_DIR: "",
        UPLOAD_DIR: "",
        STORAGE_DRIVER: "",
      },
      timeout: 90_000,
    });
    expect(await readdir(tmp)).toEqual([]);
  });
});

async function startWith(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      "npx",
      ["--no-install", "tsx", "--conditions=react-server", "scripts/migrate.ts"],
      { env: { ...process.env, DATABASE_URL: "", DATA_DIR: await tempDir("startup-data"), ...env }, timeout: 90_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe("storage configuration is checked at start", () => {
  it("names an unknown STORAGE_DRIVER and a missing S3_BUCKET", async () => {
    const unknown = await startWith({ STORAGE_DRIVER: "ftp" });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Castfolio cannot start: STORAGE_DRIVER must be "disk" or "s3", not "ftp".');
    const noBucket = await startWith({ STORAGE_DRIVER: "s3", S3_BUCKET: "" });
    expect(noBucket.output).toContain("Castfolio cannot start: STORAGE_DRIVER=s3 needs S3_BUCKET.");
  });

  it("names an S3 endpoint that does not answer", async () => {
    const { code, output } = await startWith({
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "castfolio",
      S3_ENDPOINT: "http://127.0.0.1:1",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /Castfolio cannot start: Cannot reach the S3 bucket castfolio at http:\/\/127\.0\.0\.1:1: .*Check the S3_\* settings\./,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });
});
