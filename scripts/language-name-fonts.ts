// npm run fonts:language-names: the tiny fonts that show each language's own name (the language menus' "हिन्दी",
// "తెలుగు", "தமிழ்") on every page, an English one included, without its script's whole font: the glyphs of those
// names alone, cut from the Noto faces the site serves (app/indian-scripts.css) into app/fonts/. Run it again when
// a name changes: tests/unit/language-name-fonts.test.ts fails until then.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";
import { LOCALE_NAMES } from "../lib/i18n/locales.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Each Indian script's language name, by the script of its Noto face. */
export const LANGUAGE_NAME_FONTS = { devanagari: LOCALE_NAMES.hi, telugu: LOCALE_NAMES.te, tamil: LOCALE_NAMES.ta };
export type NameScript = keyof typeof LANGUAGE_NAME_FONTS;

/** Where a script's language-name font is kept. */
export const languageNameFontFile = (script: NameScript) =>
  path.join(ROOT, "app/fonts", `language-names-${script}.woff2`);

/** The glyphs of the script's language name, from its Noto face, as WOFF2. */
export async function languageNameFont(script: NameScript): Promise<Buffer> {
  const face = path.join(
    ROOT,
    `node_modules/@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff2`,
  );
  return Buffer.from(await subsetFont(await readFile(face), LANGUAGE_NAME_FONTS[script], { targetFormat: "woff2" }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const script of Object.keys(LANGUAGE_NAME_FONTS) as NameScript[]) {
    const font = await languageNameFont(script);
    await writeFile(languageNameFontFile(script), font);
    console.log(`${path.relative(ROOT, languageNameFontFile(script))}: ${font.length} bytes`);
  }
}
