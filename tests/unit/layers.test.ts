import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, test } from "vitest";

// The layer rules of eslint.config.mjs, proved on code that breaks them: each probe is linted as if it
// were the named file, with the project's own configuration (type-aware rules off: the probes are not
// files of the project).
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) =>
      ["no-restricted-imports", "@typescript-eslint/no-restricted-imports", "castfolio/client-boundary"].includes(
        message.ruleId ?? "",
      ),
    )
    .map((message) => message.message);
}

/** The messages of no-restricted-syntax (addresses written out, a field's problem in English). */
async function syntaxErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("words by key", () => {
  test("a field's problem is a FormErrors key, never a sentence written in lib/", async () => {
    const refused = [expect.stringContaining("A field's problem is a FormErrors key")];
    const probe = (problem: string) =>
      `import { AppError } from "../errors.ts";\nexport const no = () => new AppError("invalid", "x", { errors: { page: ${problem} } });\n`;
    expect(await syntaxErrors("lib/search/probe.ts", probe(`"must be from 1 to 9"`))).toEqual(refused);
    expect(await syntaxErrors("lib/search/probe.ts", probe("`expected ${3} ids`"))).toEqual(refused);
    expect(await syntaxErrors("lib/search/probe.ts", probe(`formError("generic.pageRange", { last: 9 })`))).toEqual([]);
  });
});

describe("the layers", () => {
  test("a page, a route handler or a component never imports the database client", async () => {
    const probe = `import { db } from "@/lib/server/db";\nexport const rows = () => db().user.count();\n`;
    for (const file of ["app/(site)/probe/page.tsx", "app/api/probe/route.ts", "components/Probe.tsx"]) {
      expect(await layerErrors(file, probe), file).toEqual([
        expect.stringContaining("reach the database through a lib/ module"),
      ]);
    }
    const generated = `import type { User } from "@/lib/generated/prisma/client";\nexport type Row = User;\n`;
    expect(await layerErrors("components/Probe.tsx", generated)).toHaveLength(1);
    expect(await layerErrors("lib/probe.ts", probe)).toEqual([]);
  });

  test("a client component imports nothing that runs on the server only", async () => {
    const client = (source: string) => `"use client";\nimport { x } from "${source}";\nexport const y = x;\n`;
    for (const source of ["@/lib/server/config", "../lib/server/redis.ts", "node:fs", "server-only", "next/headers"]) {
      expect(await layerErrors("components/Probe.tsx", client(source)), source).toEqual([
        expect.stringContaining(`cannot import ${source}`),
      ]);
    }
    expect(await layerErrors("lib/client/probe.ts", `import { config } from "../server/config.ts";\n`)).toHaveLength(1);
    // Types are erased from the browser's bundle; and a server component may import anything.
    expect(
      await layerErrors("components/Probe.tsx", `"use client";\nimport type { Redis } from "@/lib/server/redis";\n`),
    ).toEqual([]);
    expect(await layerErrors("components/Probe.tsx", `import { config } from "@/lib/server/config";\n`)).toEqual([]);
  });

  test("lib/ knows no HTTP outside its edge", async () => {
    const probe = `import { NextResponse } from "next/server";\nexport const answer = () => NextResponse.json({});\n`;
    expect(await layerErrors("lib/hiring/probe.ts", probe)).toEqual([expect.stringContaining("lib/ knows no HTTP")]);
    expect(await layerErrors("lib/http.ts", probe)).toEqual([]);
  });

  test("the platform imports no domain: what it needs of one is handed to it", async () => {
    const refused = [expect.stringContaining("The platform imports no domain")];
    const probe = (source: string) => `import { x } from "${source}";\nexport const y = x;\n`;
    expect(await layerErrors("lib/server/probe.ts", probe("../hiring/calls.ts"))).toEqual(refused);
    expect(await layerErrors("lib/jobs/probe.ts", probe("../media/orphans.ts"))).toEqual(refused);
    expect(await layerErrors("lib/i18n/probe.ts", probe("@/lib/profiles/paths"))).toEqual(refused);
    expect(await layerErrors("lib/http.ts", probe("./shortlists/look-books.ts"))).toEqual(refused);
    expect(await layerErrors("lib/mail/probe.ts", probe("../notifications/words.ts"))).toEqual(refused);
    expect(await layerErrors("lib/storage/probe.ts", probe("../media/images.ts"))).toEqual(refused);
    // The platform's own modules, a type from a domain, and a domain using the platform or another domain are fine.
    expect(await layerErrors("lib/server/probe.ts", probe("./db.ts"))).toEqual([]);
    expect(
      await layerErrors("lib/server/probe.ts", `import type { X } from "../hiring/calls.ts";\nexport type Y = X;\n`),
    ).toEqual([]);
    expect(await layerErrors("lib/hiring/probe.ts", probe("../server/db.ts"))).toEqual([]);
    expect(await layerErrors("lib/alerts/probe.ts", probe("../hiring/paths.ts"))).toEqual([]);
  });

  test("the domains' shared ground imports no other domain", async () => {
    const probe = (source: string) => `import { x } from "${source}";\nexport const y = x;\n`;
    expect(await layerErrors("lib/members/probe.ts", probe("../profiles/save.ts"))).toEqual([
      expect.stringContaining("lib/members and lib/screening are the domains' shared ground"),
    ]);
    expect(await layerErrors("lib/screening/probe.ts", probe("../hiring/calls.ts"))).toHaveLength(1);
    expect(await layerErrors("lib/members/probe.ts", probe("./minors.ts"))).toEqual([]);
    expect(await layerErrors("lib/members/probe.ts", probe("../server/db.ts"))).toEqual([]);
    expect(await layerErrors("lib/hiring/probe.ts", probe("../members/minors.ts"))).toEqual([]);
  });
});
