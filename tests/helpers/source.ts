import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The project's folder. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every .ts and .tsx file under `dir`, but for the folders named in `skip` (Prisma's generated client always). */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" || skip.includes(name) ? [] : sourceFiles(full, skip);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}
