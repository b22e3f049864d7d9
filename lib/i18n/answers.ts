import "server-only";
import type { Said, SaidValue } from "../errors.ts";
import type { ServerTranslator } from "./catalogs.ts";
import type { Locale } from "./locales.ts";
import { wordsIn } from "./said.ts";

// The answers of a success that a person meets (`{ success: true, message }`), by their key in the "ApiAnswers"
// catalog: the English catalog is the only English of each sentence. A route answers with one (answered() in
// lib/http.ts), and a request in Hindi, Telugu or Tamil gets that language's words for it; an API client that asks
// for no language gets the English, as it always has.

export type AnswerKey = Parameters<ServerTranslator<"ApiAnswers">>[0];

/** A success's words by key, with the values its sentence takes (a count as a number, so that it is pluralised). */
export function answer(key: AnswerKey, values?: Record<string, SaidValue>): Said {
  return { key, values, english: answerWords(key, values, "en") };
}

/** An answer's words in a language. */
export function answerWords(key: string, values: Said["values"], locale: Locale): string {
  return wordsIn("ApiAnswers", key, values, locale);
}
