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

/** Text to be matched word for word in a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A catalog's English as code could write it: in quotes, its `{arguments}` as `${…}` or any words. */
export function writtenAs(english: string): RegExp {
  const parts = english.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`["'\`]${parts.join("(?:\\$\\{[^{}]*\\}|[^\"'`\\n]*?)")}["'\`]`);
}
