import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The folder the Dockerfile ships (.next/standalone), as the build the tests run on left it: the server and
// the files it loads at run time, without the project's sources, tests and scripts that the build's tracing
// took through instrumentation.ts.
const ROOT = ".next/standalone";

/** Every file under the standalone root, outside node_modules and .next, relative to it. */
function projectFiles(folder = ""): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (!folder && (entry.name === "node_modules" || entry.name === ".next")) return [];
    return entry.isDirectory() ? projectFiles(relative) : [relative];
  });
}

// The tests' server command (scripts/start.mjs) rebuilds first when a source is newer than the build.
test("the standalone server carries what it loads at run time, and no sources, tests or scripts", () => {
  const files = projectFiles();
  const outside = files.filter((file) => !file.startsWith("public/") && !file.startsWith("prisma/migrations/"));
  expect(outside.sort()).toEqual([
    "cache-handler.mjs",
    "lib/media/picture-worker.mjs",
    "lib/server/memory-cache-handler.mjs",
    "package.json",
    "server.js",
  ]);
  expect(files.filter((file) => file.startsWith("prisma/migrations/")).length).toBeGreaterThan(0);
  for (const file of readdirSync("prisma/migrations", { recursive: true, encoding: "utf8" })) {
    if (file.endsWith(".sql")) expect(existsSync(path.join(ROOT, "prisma/migrations", file)), file).toBe(true);
  }
  expect(existsSync(path.join(ROOT, "public/favicon.ico"))).toBe(true);
});
