import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  LANGUAGE_NAME_FONTS,
  languageNameFont,
  languageNameFontFile,
  type NameScript,
} from "@/scripts/language-name-fonts";

// The fonts of the languages' own names (app/fonts, app/indian-scripts.css) hold exactly the glyphs of today's names:
// a name changed in lib/i18n/locales.ts without `npm run fonts:language-names` fails here.

describe("the language-name fonts", () => {
  for (const script of Object.keys(LANGUAGE_NAME_FONTS) as NameScript[]) {
    it(`are cut from the ${script} face for "${LANGUAGE_NAME_FONTS[script]}", and small`, async () => {
      const kept = await readFile(languageNameFontFile(script));
      expect(kept.equals(await languageNameFont(script))).toBe(true);
      expect(kept.length).toBeLessThan(4096);
    });
  }
});
