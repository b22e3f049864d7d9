import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { catalog, leaves, translatorOf } from "../helpers/catalogs";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../helpers/source";
import { FIELD_NAME_KEYS } from "@/lib/profiles/field-names";
import { LOCALES } from "@/lib/i18n/locales";
import { NAMESPACES } from "@/lib/i18n/messages";
import { wordsOf, type SettingsWords } from "@/components/settings/form-words";
import { EVERY_FORM } from "../helpers/profile-forms";

// The catalogs (messages/{locale}/{Namespace}.json): every key in every language, every message well formed
// with the same arguments as the English one, and no key that the code never reads.

const root = path.resolve(import.meta.dirname, "../..");

/** The names of a message's arguments and tags, nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** The Settings keys the profile forms' words read (components/settings/form-words.ts builds them from the forms). */
function profileFormKeys(): Set<string> {
  const read = new Set<string>();
  const settings = translatorOf("en", "Settings") as unknown as SettingsWords;
  const recording = Object.assign(
    (key: string) => {
      read.add(key);
      return settings(key);
    },
    { has: (key: string) => (read.add(key), settings.has(key)) },
  );
  for (const form of EVERY_FORM) wordsOf(form, recording, translatorOf("en", "Profile"));
  return read;
}

describe("the message catalogs", () => {
  const english = new Map(NAMESPACES.map((namespace) => [namespace, leaves(catalog("en", namespace))]));

  it("have every key of every namespace in every language, and nothing else", () => {
    for (const locale of LOCALES)
      for (const namespace of NAMESPACES) {
        const keys = [...leaves(catalog(locale, namespace)).keys()].sort();
        expect(keys, `${locale}/${namespace}`).toEqual([...english.get(namespace)!.keys()].sort());
      }
    const files = LOCALES.flatMap((locale) =>
      readdirSync(path.join(root, "messages", locale)).map((f) => `${locale}/${f}`),
    );
    expect(files.sort()).toEqual(LOCALES.flatMap((l) => NAMESPACES.map((n) => `${l}/${n}.json`)).sort());
  });

  it("hold well-formed messages with the English message's arguments, and no empty one", () => {
    for (const locale of LOCALES)
      for (const namespace of NAMESPACES)
        for (const [key, message] of leaves(catalog(locale, namespace))) {
          const where = `${locale}/${namespace}: ${key}`;
          expect(message.trim(), where).not.toBe("");
          const wanted = argumentsOf(parse(english.get(namespace)!.get(key)!));
          expect(argumentsOf(parse(message)), where).toEqual(wanted);
        }
  });

  it("hold no key that the code never reads", () => {
    // A key is read where a file names its namespace (or a group of it: getTranslations("Common.language"))
    // and the rest of the key as a string. Catalog's names are read through lib/search/catalog-names.ts, and the
    // profile's field names through the keys lib/profiles/field-names.ts builds from lib/profiles: their own tests
    // cover every one of them. A refusal lib words by key is read where lib makes it: refusal("key")
    // (lib/i18n/refusals.ts, ApiErrors messages.*); an answer, by its key in a module that makes answers
    // (lib/i18n/answers.ts). A validation message is read where lib makes it by its whole key (formError, an
    // UploadError), and
    // a field's name where a module that names fields by LabelKey quotes it.
    const built = new Set(Object.entries(FIELD_NAME_KEYS).flatMap(([group, keys]) => keys.map((k) => `${group}.${k}`)));
    for (const key of profileFormKeys()) built.add(`Settings.${key}`);
    const sources = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)));
    const texts = sources.map((file) => readFileSync(file, "utf8"));
    const quoted = (text: string, value: string) =>
      text.includes(`"${value}"`) || text.includes(`'${value}'`) || text.includes(`\`${value}\``);
    const unused: string[] = [];
    for (const namespace of NAMESPACES.filter((n) => n !== "Catalog"))
      for (const key of english.get(namespace)!.keys()) {
        if (built.has(`${namespace}.${key}`)) continue;
        const refusalKey =
          namespace === "ApiErrors" && key.startsWith("messages.") ? key.slice("messages.".length) : null;
        if (refusalKey && texts.some((text) => text.includes(`refusal("${refusalKey}"`))) continue;
        const makesFormErrors = (text: string) => /\bformError\b|\bUploadError\b/.test(text);
        if (namespace === "FormErrors" && texts.some((text) => makesFormErrors(text) && quoted(text, key))) continue;
        const labelKey = namespace === "FormErrors" && key.startsWith("labels.") ? key.slice("labels.".length) : null;
        if (labelKey && texts.some((text) => /\bLabelKey\b|\blabelKey\b/.test(text) && quoted(text, labelKey)))
          continue;
        if (namespace === "ApiAnswers" && texts.some((text) => text.includes("i18n/answers") && quoted(text, key)))
          continue;
        const parts = [namespace, ...key.split(".")];
        const read = parts.slice(1).some((_, i) => {
          const [group, rest] = [parts.slice(0, i + 1).join("."), parts.slice(i + 1).join(".")];
          return texts.some((text) => quoted(text, group) && quoted(text, rest));
        });
        if (!read) unused.push(`${namespace}.${key}`);
      }
    expect(unused).toEqual([]);
  });
});
