import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { NAMESPACES } from "@/lib/i18n/messages";
import { ROOT } from "../helpers/source";

// The catalogs' keys are types (types/next-intl.d.ts): a page, a component or lib reading a key its namespace lacks
// fails the type check, as `npm test` runs it. Checked here on a small program compiled with the project's settings.

// Under data/ (which the project's own type check leaves out), so that a file left by a killed run breaks nothing.
mkdirSync(path.join(ROOT, "data"), { recursive: true });
const folder = mkdtempSync(path.join(ROOT, "data", "key-types-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function diagnosticsOf(source: string): readonly ts.Diagnostic[] {
  const file = path.join(folder, `reader-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const program = ts.createProgram([path.join(ROOT, "types", "next-intl.d.ts"), file], config.options);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
}

describe("catalog keys", () => {
  it("accept a key the namespace has, and refuse one it lacks", () => {
    const read = (key: string) =>
      diagnosticsOf(
        `import { getTranslations } from "next-intl/server";\n` +
          `export async function words() {\n  const t = await getTranslations("Common");\n  return t("${key}");\n}\n`,
      );
    expect(read("skipToContent").map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
    const wrong = read("skipToContents");
    expect(wrong).toHaveLength(1);
    expect(ts.flattenDiagnosticMessageText(wrong[0].messageText, "\n")).toMatch(/not assignable/);
  });

  it("are typed for every namespace the site loads", () => {
    const declaration = readFileSync(path.join(ROOT, "types", "next-intl.d.ts"), "utf8");
    for (const namespace of NAMESPACES) {
      expect(declaration, namespace).toContain(`import type ${namespace} from "../messages/en/${namespace}.json";`);
      expect(declaration, namespace).toContain(`  ${namespace}: typeof ${namespace};`);
    }
  });
});
