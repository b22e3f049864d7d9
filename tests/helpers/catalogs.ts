import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator, type Messages } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import type { Namespace } from "@/lib/i18n/messages";

// The message catalogs (messages/{locale}/{Namespace}.json) as the catalog tests read them.

const root = path.resolve(import.meta.dirname, "../..");
export type Tree = { [key: string]: string | Tree };

export const catalog = (locale: string, namespace: string): Tree =>
  JSON.parse(readFileSync(path.join(root, "messages", locale, `${namespace}.json`), "utf8")) as Tree;

/** Every message of a catalog under its dotted key. */
export function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(name, value);
    else if (value && typeof value === "object" && !Array.isArray(value))
      for (const [k, v] of leaves(value, name)) found.set(k, v);
    else throw new Error(`${name} is neither a message nor a group of messages`);
  }
  return found;
}

/** A translator of one namespace of a language's catalog, as read from disk (a page's getTranslations(namespace)). */
export type CatalogTranslatorOf<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;

export function translatorOf<N extends Namespace>(locale: Locale, namespace: N): CatalogTranslatorOf<N> {
  return createTranslator({
    locale,
    messages: { [namespace]: catalog(locale, namespace) } as unknown as Messages,
    namespace: namespace as never,
  });
}
