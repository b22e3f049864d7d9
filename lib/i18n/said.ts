import "server-only";
import { dayLabel } from "./date-labels.ts";
import type { Said, SaidValue } from "../errors.ts";
import { translatorFor } from "./catalogs.ts";
import type { Locale } from "./locales.ts";
import { byRuntimeKey } from "./runtime-keys.ts";

/**
 * The catalogs whose words lib and the routes hand over by key (Said), refusals and answers of the API, and the
 * group of each that holds them: a Said's key is the same whether it is said alone or as another's value.
 */
const SAID_GROUPS = { ApiAnswers: "", ApiErrors: "messages." } as const;

export type SaidNamespace = keyof typeof SAID_GROUPS;

/**
 * Words by their key in a namespace, in a language: their values said there too (other words of the namespace by
 * their key, a day in the language's way), counts and member's own words as they are.
 */
export function wordsIn(namespace: SaidNamespace, key: string, values: Said["values"], locale: Locale): string {
  return byRuntimeKey(translatorFor(locale, namespace))(
    `${SAID_GROUPS[namespace]}${key}`,
    values && valuesIn(namespace, values, locale),
  );
}

function valuesIn(namespace: SaidNamespace, values: Record<string, SaidValue>, locale: Locale) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, valueIn(namespace, value, locale)] as const),
  );
}

function valueIn(namespace: SaidNamespace, value: SaidValue, locale: Locale): string | number {
  if (typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((said) => wordsIn(namespace, said.key, said.values, locale)).join(" ");
  if ("date" in value) return dayLabel(value.date, "short", locale);
  return wordsIn(namespace, value.key, value.values, locale);
}
