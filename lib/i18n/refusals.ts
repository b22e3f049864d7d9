import "server-only";
import type enApiErrors from "../../messages/en/ApiErrors.json";
import type { Said, SaidValue } from "../errors.ts";
import type { Locale } from "./locales.ts";
import { wordsIn } from "./said.ts";

// The refusals lib words itself, by their key in the "ApiErrors" catalog (`messages.*`): the English catalog is the
// only English of each sentence; an AppError made with one carries the key, and a request in Hindi, Telugu or Tamil
// is answered with that language's words for it (lib/i18n/api-errors.ts).

export type RefusalKey = keyof (typeof enApiErrors)["messages"];

/** A refusal's words by key, with the values its sentence takes: `new AppError(kind, refusal(key, values), …)`. */
export function refusal(key: RefusalKey, values?: Record<string, SaidValue>): Said {
  return { key, values, english: refusalWords(key, values, "en") };
}

/** A refusal's words (AppError's `said`) in a language. */
export function refusalWords(key: string, values: Said["values"], locale: Locale): string {
  return wordsIn("ApiErrors", key, values, locale);
}
