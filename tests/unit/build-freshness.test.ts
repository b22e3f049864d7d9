import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { staleBuildReason } from "../../scripts/build-freshness.mjs";

// npm start builds again when the build is missing or older than the sources it was built from.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(): { root: string; touch: (file: string, secondsAgo: number) => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), "castfolio-build-"));
  roots.push(root);
  const touch = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "x");
    const when = new Date(Date.now() - secondsAgo * 1000);
    // A folder changes when a file is made in it: the folders the file was made in are dated with it.
    for (let entry = full; entry !== root; entry = path.dirname(entry)) utimesSync(entry, when, when);
  };
  return { root, touch };
}

test("no build, an up-to-date build, and a build older than a changed source", () => {
  const { root, touch } = project();
  touch("lib/hiring/calls.ts", 120);
  touch("app/page.tsx", 120);
  expect(staleBuildReason(root)).toBe("No production build yet");

  touch(".next/standalone/.next/static/chunk.js", 60);
  touch(".next/standalone/.next/BUILD_ID", 60);
  expect(staleBuildReason(root)).toBeUndefined();

  touch("lib/hiring/calls.ts", 1);
  expect(staleBuildReason(root)).toBe("The sources changed since the last build (lib)");
});

test("the generated client and installed packages do not count as sources", () => {
  const { root, touch } = project();
  touch("server.mjs", 120);
  touch(".next/standalone/.next/static/chunk.js", 60);
  touch(".next/standalone/.next/BUILD_ID", 60);
  touch("lib/generated/prisma/client.ts", 1);
  utimesSync(path.join(root, "lib"), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
  expect(staleBuildReason(root)).toBeUndefined();
  touch("server.mjs", 1);
  expect(staleBuildReason(root)).toBe("The sources changed since the last build (server.mjs)");
});
